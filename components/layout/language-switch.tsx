'use client';

import { usePathname } from 'next/navigation';
import { localizedPath, pageOfPath } from '@/lib/i18n/paths';
import type { AppLocale } from '@/lib/i18n/routing';

interface Props {
  /** The page's language. */
  locale: AppLocale;
  label: string;
  short: string;
  className?: string;
}

/** The address of the page at `path` (in `locale`) in the `target` language. */
export function counterpartHref(path: string, locale: AppLocale, target: AppLocale): string {
  return localizedPath(target, pageOfPath(locale, path) ?? '/');
}

/**
 * A plain link to the same page in the other language: it works without JavaScript and points
 * straight at the canonical address, so there is no redirect hop. A path without a counterpart
 * (e.g. a 404) leads to the other language's home page.
 */
export function LanguageSwitch({ locale, label, short, className }: Props) {
  const path = usePathname();
  const target: AppLocale = locale === 'sv' ? 'en' : 'sv';
  return (
    <a
      href={counterpartHref(path, locale, target)}
      hrefLang={target}
      lang={target}
      className={className}
    >
      <span aria-hidden="true">{short}</span>
      <span className="sr-only">{label}</span>
    </a>
  );
}
