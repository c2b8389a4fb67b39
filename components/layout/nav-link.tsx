'use client';

import type { Locale } from 'next-intl';
import { usePathname } from 'next/navigation';
import type { ComponentProps } from 'react';
import { localizedPath, pageOfPath } from '@/lib/i18n/paths';
import type { AppPathname } from '@/lib/i18n/routing';

type Props = Omit<ComponentProps<'a'>, 'href'> & {
  href: AppPathname;
  locale: Locale;
};

/**
 * A header link that marks the current page with aria-current: a plain anchor, like the server
 * Link of lib/i18n/link.tsx.
 */
export function NavLink({ href, locale, className, ...rest }: Props) {
  const current = pageOfPath(locale, usePathname()) === href;
  return (
    <a
      href={localizedPath(locale, href)}
      aria-current={current ? 'page' : undefined}
      className={`${className ?? ''} ${current ? 'text-brand-700 underline underline-offset-8' : ''}`}
      {...rest}
    />
  );
}
