import type { AppLocale, AppPathname } from '@/lib/i18n/routing';
import { site } from '@/lib/site';
import { absoluteUrl, localizedUrl } from './urls';

export type JsonLdObject = { '@context'?: string; '@type': string } & Record<string, unknown>;

/** JSON for a <script type="application/ld+json">: `<` is escaped so no value can close the tag. */
export function serializeJsonLd(data: JsonLdObject | JsonLdObject[]): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

export const organizationId = `${site.url}/#organization`;

/** schema.org `inLanguage` of a page in `locale`. */
export function inLanguage(locale: AppLocale): string {
  return locale === 'sv' ? 'sv-SE' : 'en';
}

export function organizationJsonLd(description: string): JsonLdObject {
  return {
    '@context': 'https://schema.org',
    '@type': 'ProfessionalService',
    '@id': organizationId,
    name: site.name,
    legalName: site.legalName,
    url: `${site.url}/`,
    logo: absoluteUrl('/logo.svg'),
    image: absoluteUrl('/og/sv'),
    description,
    foundingDate: String(site.foundingYear),
    telephone: site.phone,
    email: site.email,
    address: {
      '@type': 'PostalAddress',
      streetAddress: site.address.streetAddress,
      postalCode: site.address.postalCode,
      addressLocality: site.address.locality,
      addressCountry: site.address.country,
    },
    areaServed: { '@type': 'Country', name: 'Sweden' },
    openingHoursSpecification: {
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
      opens: site.officeHours.opens,
      closes: site.officeHours.closes,
    },
    memberOf: site.memberships.map((m) => ({ '@type': 'Organization', name: m.name, url: m.url })),
    founder: { '@type': 'Person', name: site.ceo.name, sameAs: site.ceo.profileUrl },
    sameAs: [site.social.linkedin],
  };
}

export function webSiteJsonLd(locale: AppLocale): JsonLdObject {
  return {
    '@context': 'https://schema.org',
    '@type': 'WebSite',
    '@id': `${site.url}/#website`,
    name: site.name,
    url: localizedUrl(locale, '/'),
    inLanguage: inLanguage(locale),
    publisher: { '@id': organizationId },
  };
}

export interface Crumb {
  name: string;
  pathname: AppPathname;
}

export function breadcrumbJsonLd(locale: AppLocale, crumbs: Crumb[]): JsonLdObject {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: localizedUrl(locale, crumb.pathname),
    })),
  };
}

/** A page node (WebPage, AboutPage, ContactPage, FAQPage...) tied to the site and organization. */
export function webPageJsonLd(
  locale: AppLocale,
  pathname: AppPathname,
  type: string,
  name: string,
  description: string,
  extra: Record<string, unknown> = {},
): JsonLdObject {
  return {
    '@context': 'https://schema.org',
    '@type': type,
    '@id': `${localizedUrl(locale, pathname)}#webpage`,
    url: localizedUrl(locale, pathname),
    name,
    description,
    inLanguage: inLanguage(locale),
    isPartOf: { '@id': `${site.url}/#website` },
    about: { '@id': organizationId },
    ...extra,
  };
}

/** A service page's `Service` node, offered by the organization; the page node is PageIntro's. */
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
    inLanguage: inLanguage(locale),
    provider: { '@id': organizationId },
    areaServed: { '@type': 'Country', name: 'Sweden' },
    mainEntityOfPage: { '@id': `${url}#webpage` },
  };
}
