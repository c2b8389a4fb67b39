/** @jest-environment node */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { config } from '@/middleware';
import { INTERNAL_HEADERS } from '@/lib/security/internal-headers';

// Next compiles the matcher with path-to-regexp; for the first entry (one unnamed group) that is
// the same expression anchored at both ends. The other entries take any path that carries one of
// the site's own request headers (tests/e2e/odd-requests.spec.ts sends them).
const [pagePaths, ...withInternalHeader] = config.matcher;
const matcher = new RegExp(`^${String(pagePaths)}$`);
const runsMiddleware = (pathname: string) => matcher.test(pathname);

function publicFiles(dir = 'public'): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? publicFiles(full) : [`/${path.relative('public', full)}`];
  });
}

test('every file of public/ is served as it is, without the middleware', () => {
  const files = publicFiles();
  expect(files.length).toBeGreaterThan(0);
  for (const file of files) expect([file, runsMiddleware(file)]).toEqual([file, false]);
});

test.each([
  '/robots.txt',
  '/sitemap.xml',
  '/favicon.ico',
  '/og/en',
  '/_next/static/chunks/a.js',
  '/api/cron',
  '/api',
  '/api/a/b',
])('%s is not a page: no middleware', (pathname) => expect(runsMiddleware(pathname)).toBe(false));

test.each([
  '/',
  '/en',
  '/om-oss',
  '/en/faq',
  '/finns-inte',
  '/en/foo.html',
  '/en/x.y/z',
  '/foo.html',
  '/robots.txt.bak',
  '/apiary',
  '/logo.png',
  '/_vercel/x',
])('%s goes through the middleware (a page or a 404)', (pathname) =>
  expect(runsMiddleware(pathname)).toBe(true),
);

test("any path with one of the site's own request headers goes through the middleware", () => {
  expect(withInternalHeader).toEqual(
    INTERNAL_HEADERS.map((key) => ({ source: '/:path*', has: [{ type: 'header', key }] })),
  );
});
