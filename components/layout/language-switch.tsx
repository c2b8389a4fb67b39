'use client';

import { useLocale } from 'next-intl';
import { getPathname, usePathname } from '@/lib/i18n/navigation';
import { appPathnames, type AppLocale, type AppPathname } from '@/lib/i18n/routing';

interface Props {
  label: string;
  short: string;
  className?: string;
}

export function counterpartHref(pathname: string, target: AppLocale): string {
  const known = (appPathnames as string[]).includes(pathname);
  return getPathname({ locale: target, href: known ? (pathname as AppPathname) : '/' });
}

/**
 * A plain link to the same page in the other language: it works without JavaScript and points
 * straight at the canonical address, so there is no redirect hop. A path without a counterpart
 * (e.g. a 404) leads to the other language's home page.
 */
export function LanguageSwitch({ label, short, className }: Props) {
  const locale = useLocale();
  const pathname = usePathname();
  const target: AppLocale = locale === 'sv' ? 'en' : 'sv';
  return (
    <a href={counterpartHref(pathname, target)} hrefLang={target} lang={target} className={className}>
      <span aria-hidden="true">{short}</span>
      <span className="sr-only">{label}</span>
    </a>
  );
}
