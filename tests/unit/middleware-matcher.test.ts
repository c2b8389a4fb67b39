/** @jest-environment node */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { config } from '@/middleware';

// Next compiles the matcher with path-to-regexp; for this pattern (one unnamed group) that is the
// same expression anchored at both ends.
const matcher = new RegExp(`^${config.matcher}$`);
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
])('%s goes through the middleware (a page or a 404)', (pathname) =>
  expect(runsMiddleware(pathname)).toBe(true),
);
