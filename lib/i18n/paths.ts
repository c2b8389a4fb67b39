import type { Locale } from 'next-intl';
import { appPathnames, routing, type AppPathname } from './routing';

// Addresses of the site's pages, computed from the routing table alone. next-intl's getPathname
// gives the same answers (tests/unit/i18n-paths.test.ts), but importing it into a client
// component brings use-intl and its message parser along; these two functions cost nothing.

/** The address of a page in a language: `/about` -> `/om-oss` (sv) or `/en/about` (en). */
export function localizedPath(locale: Locale, pathname: AppPathname): string {
  const entry = routing.pathnames[pathname];
  const path = typeof entry === 'string' ? entry : entry[locale];
  if (locale === routing.defaultLocale) return path;
  return path === '/' ? `/${locale}` : `/${locale}${path}`;
}

/**
 * The page behind a path in a language, or null for none. Takes the address the browser shows
 * (`/om-oss`, `/en/about`) and the rewritten route Next's `usePathname` reports while it
 * prerenders (`/sv/about`, `/sv` for the Swedish home page).
 */
export function pageOfPath(locale: Locale, path: string): AppPathname | null {
  const shown = appPathnames.find((pathname) => localizedPath(locale, pathname) === path);
  if (shown) return shown;
  const prefix = `/${locale}`;
  if (path !== prefix && !path.startsWith(`${prefix}/`)) return null;
  const route = path.slice(prefix.length) || '/';
  return appPathnames.find((pathname) => pathname === route) ?? null;
}
