/** @jest-environment node */
import { NextRequest } from 'next/server';
import { adminMiddleware } from '@/lib/admin/middleware';
import { databaseReachable } from '@/lib/admin/availability';
import en from '@/messages/en.json';
import sv from '@/messages/sv.json';
import { ADMIN_URL } from '@/tests/helpers/db';

// The back office answers 503 with Retry-After, before any page renders, while its database
// cannot be reached (a page cannot set its own status in the App Router: its session check
// would fail with a 500). lib/admin/availability.ts, called by lib/admin/middleware.ts.

const CLOSED = 'postgresql://postgres@127.0.0.1:1/site';
const original = process.env.DATABASE_URL;
afterEach(() => {
  process.env.DATABASE_URL = original;
});

test('the probe: true for a server that answers, false for a closed port or none configured', async () => {
  await expect(databaseReachable(ADMIN_URL)).resolves.toBe(true);
  await expect(databaseReachable(CLOSED)).resolves.toBe(false);
  await expect(databaseReachable('')).resolves.toBe(false);
});

test.each([
  ['sv', undefined, sv.Admin.unavailable.title],
  ['en', 'tbs-admin-lang=en', en.Admin.unavailable.title],
])(
  '/admin while the database is away (%s): 503, Retry-After, no caching, not indexed',
  async (_locale, cookie, title) => {
    process.env.DATABASE_URL = CLOSED;
    const request = new NextRequest('http://localhost:3000/admin/faq', {
      headers: cookie ? { cookie } : {},
    });
    const response = await adminMiddleware(request);
    expect(response.status).toBe(503);
    expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('x-robots-tag')).toContain('noindex');
    expect(await response.text()).toContain(title);
  },
);

test('with the database there, the request goes on to the page', async () => {
  process.env.DATABASE_URL = ADMIN_URL;
  const response = await adminMiddleware(new NextRequest('http://localhost:3000/admin'));
  expect(response.status).toBe(200);
  expect(response.headers.get('x-middleware-next')).toBe('1');
});
