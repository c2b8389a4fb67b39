/** @jest-environment node */
import { internalRewrites, LOCALE_HEADER } from '@/lib/i18n/internal-rewrites';
import { localizedPath } from '@/lib/i18n/paths';
import { appPathnames } from '@/lib/i18n/routing';
import nextConfig from '@/next.config';

// The Swedish addresses reach their `app/[locale]` routes through next.config.ts rewrites (not a
// middleware rewrite, which loops under `next start -H 127.0.0.1`): every page of the routing
// table, the home page, and an unknown path (the localized 404 page).

// What Next does with these rules: each in turn, on the path the rules before it produced.
// A source is a literal path or `/:path(<regex>)` (path-to-regexp, anchored).
function apply(rule: ReturnType<typeof internalRewrites>[number], path: string): string {
  const param = /^\/:path\((.*)\)$/.exec(rule.source)?.[1];
  if (param === undefined) return rule.source === path ? rule.destination : path;
  const match = new RegExp(`^/(${param})$`).exec(path);
  return match ? rule.destination.replace(':path', match[1] ?? '') : path;
}
const resolve = (path: string) =>
  internalRewrites().reduce((current, rule) => apply(rule, current), path);

test.each(appPathnames)('%s: its Swedish address renders /sv%s', (pathname) => {
  const expected = pathname === '/' ? '/sv' : `/sv${pathname}`;
  expect(resolve(localizedPath('sv', pathname))).toBe(expected);
});

test('an unknown Swedish path goes to the localized catch-all (the 404 page)', () => {
  expect(resolve('/finns/inte')).toBe('/sv/finns/inte');
  expect(resolve('/svenska')).toBe('/sv/svenska');
});

test('only requests the middleware marked Swedish are rewritten', () => {
  for (const rule of internalRewrites()) {
    expect(rule.has).toEqual([{ type: 'header', key: LOCALE_HEADER, value: 'sv' }]);
  }
});

test('next.config.ts serves them before the file system', async () => {
  const rewrites = await nextConfig.rewrites?.();
  expect(rewrites).toMatchObject({ beforeFiles: internalRewrites() });
});
