import 'server-only';
import type { Locale } from 'next-intl';
import { getLocale } from 'next-intl/server';
import type { ComponentProps } from 'react';
import { localizedPath } from './paths';
import type { AppPathname } from './routing';

type Props = Omit<ComponentProps<'a'>, 'href'> & {
  href: AppPathname;
  /** Defaults to the page's language. */
  locale?: Locale;
  /** A section of the page, without the `#`. */
  hash?: string;
};

/**
 * A link to a page of the site in the page's language, for server components: a plain `<a>` with
 * the localized address. Not `next/link`: every public page is prerendered, so a document
 * navigation is fast, and a plain anchor keeps next/link's runtime and its prefetches of every
 * visible link off every page.
 */
export async function Link({ href, locale, hash, ...rest }: Props) {
  const language = locale ?? (await getLocale());
  const path = localizedPath(language, href);
  return <a href={hash ? `${path}#${hash}` : path} {...rest} />;
}
