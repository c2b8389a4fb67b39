'use client';

import type { ComponentProps } from 'react';
import { Link, usePathname } from '@/lib/i18n/navigation';
import type { AppPathname } from '@/lib/i18n/routing';

type Props = Omit<ComponentProps<typeof Link>, 'href'> & { href: AppPathname };

/** A header link that marks the current page with aria-current. */
export function NavLink({ href, className, ...rest }: Props) {
  const pathname = usePathname();
  const current = pathname === href;
  return (
    <Link
      href={href}
      aria-current={current ? 'page' : undefined}
      className={`${className ?? ''} ${current ? 'text-brand-700 underline underline-offset-8' : ''}`}
      {...rest}
    />
  );
}
