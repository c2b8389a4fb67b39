import type { Locale } from 'next-intl';
import { localizedPath } from '@/lib/i18n/paths';
import { routing, type AppPathname } from '@/lib/i18n/routing';
import { site } from '@/lib/site';

export function absoluteUrl(path: string): string {
  return path === '/' ? `${site.url}/` : `${site.url}${path}`;
}

export function localizedUrl(locale: Locale, pathname: AppPathname): string {
  return absoluteUrl(localizedPath(locale, pathname));
}

/** hreflang alternates of a page: each locale plus x-default (the Swedish page). */
export function languageAlternates(pathname: AppPathname): Record<string, string> {
  const entries = routing.locales.map((locale) => [locale, localizedUrl(locale, pathname)]);
  return {
    ...Object.fromEntries(entries),
    'x-default': localizedUrl(routing.defaultLocale, pathname),
  };
}
