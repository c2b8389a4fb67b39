import { getPathname } from '@/lib/i18n/navigation';
import { routing, type AppLocale, type AppPathname } from '@/lib/i18n/routing';
import { site } from '@/lib/site';

export function localizedPath(locale: AppLocale, pathname: AppPathname): string {
  return getPathname({ locale, href: pathname });
}

export function absoluteUrl(path: string): string {
  return path === '/' ? `${site.url}/` : `${site.url}${path}`;
}

export function localizedUrl(locale: AppLocale, pathname: AppPathname): string {
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
