import { getLocale } from 'next-intl/server';
import { JsonLd } from '@/components/seo/json-ld';
import type { AppLocale, AppPathname } from '@/lib/i18n/routing';
import { organizationId, type JsonLdObject } from '@/lib/seo/json-ld';
import { pageMessages, type PageNamespace } from '@/lib/seo/page';
import { localizedUrl } from '@/lib/seo/urls';

interface Props {
  pathname: AppPathname;
  namespace: PageNamespace;
  serviceType: string;
}

export function serviceJsonLd(
  locale: AppLocale,
  pathname: AppPathname,
  name: string,
  description: string,
  serviceType: string,
): JsonLdObject {
  const url = localizedUrl(locale, pathname);
  return {
    '@context': 'https://schema.org',
    '@type': 'Service',
    '@id': `${url}#service`,
    url,
    name,
    description,
    serviceType,
    inLanguage: locale === 'sv' ? 'sv-SE' : 'en',
    provider: { '@id': organizationId },
    areaServed: { '@type': 'Country', name: 'Sweden' },
    mainEntityOfPage: { '@id': `${url}#webpage` },
  };
}

/** The page's `Service` node; PageIntro already adds the page node and breadcrumbs. */
export async function ServiceJsonLd({ pathname, namespace, serviceType }: Props) {
  const locale = await getLocale();
  const meta = await pageMessages(locale, namespace);
  return (
    <JsonLd data={serviceJsonLd(locale, pathname, meta.title, meta.description, serviceType)} />
  );
}
