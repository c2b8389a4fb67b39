import type { Locale } from 'next-intl';
import type { Metadata } from 'next';
import { getMessages, getTranslations } from 'next-intl/server';
import { resolveLocale, type LocaleParams } from '@/lib/i18n/page';
import type { AppPathname } from '@/lib/i18n/routing';
import { breadcrumbTrail, pageEntry } from '@/lib/pages';
import { site } from '@/lib/site';
import { breadcrumbJsonLd, webPageJsonLd, type JsonLdObject } from './json-ld';
import { buildMetadata, type PageMetadataInput } from './metadata';

/** A page's `meta` messages (title, description, keywords), from its registry namespace. */
export async function pageMeta(locale: Locale, pathname: AppPathname) {
  const messages = await getMessages({ locale });
  return messages[pageEntry(pathname).namespace].meta;
}

type MetadataOptions = Pick<PageMetadataInput, 'absoluteTitle' | 'other'>;

export async function pageMetadata(
  locale: Locale,
  pathname: AppPathname,
  options: MetadataOptions = {},
): Promise<Metadata> {
  const [meta, brand, home] = await Promise.all([
    pageMeta(locale, pathname),
    getTranslations({ locale, namespace: 'Brand' }),
    getTranslations({ locale, namespace: 'HomePage' }),
  ]);
  return buildMetadata({
    locale,
    pathname,
    ...meta,
    // The social card (app/og/[locale]) shows the logo and the home page's heading.
    imageAlt: brand('socialImageAlt', { name: site.name, heading: home('heading') }),
    noindex: pageEntry(pathname).noindex,
    ...options,
  });
}

/** A page's `generateMetadata`: `export const generateMetadata = metadataFor('/about')`. */
export function metadataFor(pathname: AppPathname) {
  return async ({ params }: LocaleParams) => pageMetadata(await resolveLocale(params), pathname);
}

/** The page's own node plus its breadcrumb trail (Home > ... > page) for JSON-LD. */
export async function pageJsonLd(locale: Locale, pathname: AppPathname): Promise<JsonLdObject[]> {
  const messages = await getMessages({ locale });
  const { namespace, type } = pageEntry(pathname);
  const meta = messages[namespace].meta;
  const page = webPageJsonLd(locale, pathname, type ?? 'WebPage', meta.title, meta.description);
  const trail = breadcrumbTrail(pathname);
  if (trail.length < 2) return [page];
  const crumbs = trail.map((step) => ({
    name: step === '/' ? messages.Breadcrumbs.home : messages[pageEntry(step).namespace].meta.title,
    pathname: step,
  }));
  return [page, breadcrumbJsonLd(locale, crumbs)];
}
