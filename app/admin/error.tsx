'use client';

import Link from 'next/link';
import { hasLocale } from 'next-intl';
import { useSyncExternalStore } from 'react';
import { adminErrorTexts } from '@/lib/admin/error-texts';
import { routing } from '@/lib/i18n/routing';

// The back office's error page: what failed is in the server log (instrumentation.ts,
// onRequestError), found by the digest shown here for staff to quote. In the language of the
// page (<html lang>, app/admin/layout.tsx); Swedish while rendering on the server.
const subscribe = () => () => undefined;
const pageLanguage = () => document.documentElement.lang;
const serverLanguage = () => 'sv';

export default function AdminError({ error }: { error: Error & { digest?: string } }) {
  const language = useSyncExternalStore(subscribe, pageLanguage, serverLanguage);
  const t =
    adminErrorTexts[hasLocale(routing.locales, language) ? language : routing.defaultLocale];
  return (
    <main id="admin-main" className="container-page flex flex-col items-start gap-4 py-16">
      <h1 className="text-2xl font-bold">{t.title}</h1>
      <p>{t.text}</p>
      {error.digest ? (
        <p>
          {t.digest}: <code className="font-mono">{error.digest}</code>
        </p>
      ) : null}
      <Link prefetch={false} href="/admin" className="btn btn-primary">
        {t.back}
      </Link>
    </main>
  );
}
