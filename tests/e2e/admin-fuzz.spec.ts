import { expect, test } from '@playwright/test';
import fc from 'fast-check';
import { FUZZ_SEED, weirdString } from '../helpers/fuzz';
import { signIn } from './support/admin';

// Property-based fuzzing of the back office's query strings, signed in, over HTTP: whatever the
// address holds, no page, detail or export answers 5xx. (The queries against both database
// engines: tests/integration/admin/query-fuzz.test.ts.)

const pages = [
  '/admin',
  '/admin/audit',
  '/admin/leads/export',
  '/admin/salary',
  '/admin/gdpr',
  '/admin/outbox',
  '/admin/faq',
  '/admin/leads/contact/00000000-0000-7000-8000-000000000000',
  '/admin/sign-in',
];

const value = fc.oneof(
  weirdString,
  fc.constantFrom('contact', 'in_progress', '2026-02-30', '1e400', '-1', 'xlsx', '%', "' OR 1=1"),
);
const query = fc.oneof(
  fc
    .dictionary(
      fc.oneof(
        fc.constantFrom('kind', 'status', 'from', 'to', 'q', 'page', 'format', 'done', 'date'),
        weirdString,
      ),
      value,
      { maxKeys: 6 },
    )
    .map((params) => new URLSearchParams(params).toString())
    // Within the 16 KB Node allows for a request's head (a longer one is refused by Node itself).
    .filter((search) => search.length < 8_000),
  // Raw: broken escapes, lone surrogates in UTF-8 form, repeated keys.
  fc
    .array(
      fc.constantFrom('q=%', 'q=%E0%A4%A', 'q=%ED%A0%80', 'page=2&page=x', 'kind[]=1', '&&', '='),
      {
        maxLength: 4,
      },
    )
    .map((parts) => parts.join('&')),
);

test('fuzz: any query string on any back-office page answers below 500', async ({ page }) => {
  test.skip(Boolean(process.env.BASE_URL), 'signs in through the local mail folder');
  test.setTimeout(180_000);
  await signIn(page);
  const statuses = new Map<number, number>();
  await fc.assert(
    fc.asyncProperty(fc.constantFrom(...pages), query, async (path, search) => {
      // As a page of the back office asks (the exports answer nothing else).
      const response = await page.request.get(`${path}?${search}`, {
        maxRedirects: 0,
        headers: { 'sec-fetch-site': 'same-origin' },
      });
      statuses.set(response.status(), (statuses.get(response.status()) ?? 0) + 1);
      expect(response.status(), `${path}?${search}`).toBeLessThan(500);
    }),
    { seed: FUZZ_SEED, numRuns: 150 },
  );
  test.info().annotations.push({
    type: 'statuses',
    description: JSON.stringify(Object.fromEntries(statuses)),
  });
});
