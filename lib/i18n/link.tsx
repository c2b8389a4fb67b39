import 'server-only';
import NextLink from 'next/link';
import { getLocale } from 'next-intl/server';
import type { ComponentProps } from 'react';
import { localizedPath } from './paths';
import type { AppLocale, AppPathname } from './routing';

type Props = Omit<ComponentProps<typeof NextLink>, 'href' | 'locale'> & {
  href: AppPathname;
  /** Defaults to the page's language. */
  locale?: AppLocale;
  /** A section of the page, without the `#`. */
  hash?: string;
};

/**
 * A link to a page of the site in the page's language, for server components: a plain
 * `next/link` with the localized address (docs/workarounds.md#second-link).
 */
export async function Link({ href, locale, hash, ...rest }: Props) {
  const language = locale ?? ((await getLocale()) as AppLocale);
  const path = localizedPath(language, href);
  return <NextLink href={hash ? `${path}#${hash}` : path} {...rest} />;
}
