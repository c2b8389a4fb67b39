import type { Messages } from 'next-intl';
import { getMessages } from 'next-intl/server';
import type { AppLocale, AppPathname } from '@/lib/i18n/routing';
import { noindexPathnames } from '@/lib/i18n/routing';
import { breadcrumbJsonLd, webPageJsonLd, type JsonLdObject } from './json-ld';
import { buildMetadata, type PageMetadataInput } from './metadata';

type PageMeta = { meta: { title: string; description: string; keywords: string } };

/** Message namespaces that describe a page (they carry `meta.title/description/keywords`). */
export type PageNamespace = {
  [K in keyof Messages]: Messages[K] extends PageMeta ? K : never;
}[keyof Messages];

export async function pageMessages(locale: AppLocale, namespace: PageNamespace) {
  const messages = await getMessages({ locale });
  return (messages[namespace] as PageMeta).meta;
}

export async function pageMetadata(
  locale: AppLocale,
  pathname: AppPathname,
  namespace: PageNamespace,
  options: Pick<PageMetadataInput, 'absoluteTitle' | 'noindex' | 'other'> = {},
) {
  const meta = await pageMessages(locale, namespace);
  return buildMetadata({
    locale,
    pathname,
    ...meta,
    noindex: options.noindex ?? noindexPathnames.has(pathname),
    absoluteTitle: options.absoluteTitle,
    other: options.other,
  });
}

/** The page's own node plus its breadcrumb trail (Home > page) for JSON-LD. */
export async function pageJsonLd(
  locale: AppLocale,
  pathname: AppPathname,
  namespace: PageNamespace,
  type = 'WebPage',
  extra: Record<string, unknown> = {},
): Promise<JsonLdObject[]> {
  const messages = await getMessages({ locale });
  const meta = (messages[namespace] as PageMeta).meta;
  const page = webPageJsonLd(locale, pathname, type, meta.title, meta.description, extra);
  if (pathname === '/') return [page];
  const crumbs = breadcrumbJsonLd(locale, [
    { name: messages.Breadcrumbs.home, pathname: '/' },
    { name: meta.title, pathname },
  ]);
  return [page, crumbs];
}
