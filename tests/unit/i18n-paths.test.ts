import { createNavigation } from 'next-intl/navigation';
import { localizedPath, pageOfPath } from '@/lib/i18n/paths';
import { appPathnames, routing } from '@/lib/i18n/routing';
import { counterpartHref } from '@/components/layout/language-switch';

// next-intl's own address builder is the reference our hand-written localizedPath must match.
const { getPathname } = createNavigation(routing);

const every = routing.locales.flatMap((locale) =>
  appPathnames.map((pathname) => [locale, pathname] as const),
);

describe('localizedPath', () => {
  test.each(every)('%s %s: the same address as next-intl getPathname', (locale, pathname) => {
    expect(localizedPath(locale, pathname)).toBe(getPathname({ locale, href: pathname }));
  });
});

describe('pageOfPath', () => {
  test.each(every)('%s %s: found again from its address', (locale, pathname) => {
    expect(pageOfPath(locale, localizedPath(locale, pathname))).toBe(pathname);
  });

  test.each(every)(
    '%s %s: found from the prerendered route /<locale><page>',
    (locale, pathname) => {
      const route = pathname === '/' ? `/${locale}` : `/${locale}${pathname}`;
      expect(pageOfPath(locale, route)).toBe(pathname);
    },
  );

  test('unknown addresses and the other language are no page', () => {
    expect(pageOfPath('sv', '/finns-inte')).toBeNull();
    expect(pageOfPath('sv', '/en/about')).toBeNull();
    expect(pageOfPath('en', '/om-oss')).toBeNull();
    expect(pageOfPath('en', '/english')).toBeNull();
    expect(pageOfPath('sv', '/svx/about')).toBeNull();
  });
});

describe('counterpartHref', () => {
  test('leads to the same page in the other language, from either form of the path', () => {
    expect(counterpartHref('/om-oss', 'sv', 'en')).toBe('/en/about');
    expect(counterpartHref('/sv/about', 'sv', 'en')).toBe('/en/about');
    expect(counterpartHref('/en/salary-verification', 'en', 'sv')).toBe('/loneverifiering');
    expect(counterpartHref('/', 'sv', 'en')).toBe('/en');
    expect(counterpartHref('/en', 'en', 'sv')).toBe('/');
  });

  test('a path without a page (a 404) leads to the other home page', () => {
    expect(counterpartHref('/finns-inte', 'sv', 'en')).toBe('/en');
    expect(counterpartHref('/en/missing', 'en', 'sv')).toBe('/');
  });
});
