'use client';

import type { Locale } from 'next-intl';
import { usePathname } from 'next/navigation';
import { localizedPath, pageOfPath } from '@/lib/i18n/paths';

interface Props {
  /** The page's language. */
  locale: Locale;
  label: string;
  short: string;
  className?: string;
}

/** The address of the page at `path` (in `locale`) in the `target` language. */
export function counterpartHref(path: string, locale: Locale, target: Locale): string {
  return localizedPath(target, pageOfPath(locale, path) ?? '/');
}

/**
 * A plain link to the same page in the other language: it works without JavaScript and points
 * straight at the canonical address, so there is no redirect hop. A path without a counterpart
 * (e.g. a 404) leads to the other language's home page.
 */
export function LanguageSwitch({ locale, label, short, className }: Props) {
  const path = usePathname();
  const target: Locale = locale === 'sv' ? 'en' : 'sv';
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
