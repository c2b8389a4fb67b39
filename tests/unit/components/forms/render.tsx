import { render } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import type { ReactElement } from 'react';
import en from '@/messages/en.json';
import sv from '@/messages/sv.json';

const catalogues = { sv, en } as const;

/** Renders a form with the real next-intl provider and the real message catalogue. */
export function renderIn(locale: 'sv' | 'en', ui: ReactElement) {
  return render(
    <NextIntlClientProvider locale={locale} messages={catalogues[locale]} timeZone="Europe/Stockholm">
      {ui}
    </NextIntlClientProvider>,
  );
}

export interface FetchCall {
  url: string;
  body: Record<string, unknown>;
}

/** Replaces fetch with a mock answering `status` / `body`; returns the calls it saw. */
export function mockFetch(status = 200, body: unknown = { ok: true }) {
  const calls: FetchCall[] = [];
  const fetchMock = jest.fn(
    async (url: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
      calls.push({
        url: String(url),
        body: JSON.parse(String(init?.body)) as Record<string, unknown>,
      });
      return { ok: status >= 200 && status < 300, status, json: async () => body } as Response;
    },
  );
  global.fetch = fetchMock;
  return { calls, fetchMock };
}
