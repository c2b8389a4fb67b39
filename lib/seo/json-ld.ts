import type { Locale } from 'next-intl';
import type {
  BreadcrumbList,
  ProfessionalService,
  Service,
  Thing,
  WebPage,
  WebSite,
  WithContext,
} from 'schema-dts';
import type { AppPathname } from '@/lib/i18n/routing';
import { site } from '@/lib/site';
import { absoluteUrl, localizedUrl } from './urls';

// Every builder returns a schema-dts type (schema.org's vocabulary as TypeScript types), so
// `tsc` refuses a property schema.org does not define for that type, or a wrong value type.

/** A top-level JSON-LD node. */
export type JsonLdObject = WithContext<Thing>;

/** JSON for a <script type="application/ld+json">: `<` is escaped so no value can close the tag. */
export function serializeJsonLd(data: Thing | readonly Thing[]): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

export const organizationId = `${site.url}/#organization`;
const websiteId = `${site.url}/#website`;

/** schema.org `inLanguage` of a page in `locale`. */
export function inLanguage(locale: Locale): string {
  return locale === 'sv' ? 'sv-SE' : 'en';
}

/** The organisation's logo: a raster image of at least 112 px (public/logo-512.png, npm run icons). */
export const logoImage = { path: '/logo-512.png', size: 512 } as const;

export function organizationJsonLd(description: string): WithContext<ProfessionalService> {
  return {
    '@context': 'https://schema.org',
    '@type': 'ProfessionalService',
    '@id': organizationId,
    name: site.name,
    legalName: site.legalName,
    // ISO 6523: ICD 0007 is the Swedish organisation number, written without its hyphen.
    iso6523Code: `0007:${site.organisationNumber.replace('-', '')}`,
    url: `${site.url}/`,
    logo: {
      '@type': 'ImageObject',
      url: absoluteUrl(logoImage.path),
      width: String(logoImage.size),
      height: String(logoImage.size),
    },
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

/**
 * The one WebSite node, the same on every page of both languages (its @id is referenced by every
 * page node): the site's root address and both of its languages.
 */
export function webSiteJsonLd(): WithContext<WebSite> {
  return {
    '@context': 'https://schema.org',
    '@type': 'WebSite',
    '@id': websiteId,
    name: site.name,
    url: `${site.url}/`,
    inLanguage: [inLanguage('sv'), inLanguage('en')],
    publisher: { '@id': organizationId },
  };
}

export interface Crumb {
  name: string;
  pathname: AppPathname;
}

export function breadcrumbJsonLd(locale: Locale, crumbs: Crumb[]): WithContext<BreadcrumbList> {
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
  locale: Locale,
  pathname: AppPathname,
  type: 'WebPage' | 'AboutPage' | 'ContactPage',
  name: string,
  description: string,
): WithContext<WebPage> {
  return {
    '@context': 'https://schema.org',
    '@type': type,
    '@id': `${localizedUrl(locale, pathname)}#webpage`,
    url: localizedUrl(locale, pathname),
    name,
    description,
    inLanguage: inLanguage(locale),
    isPartOf: { '@id': websiteId },
    about: { '@id': organizationId },
  };
}

/** A service page's `Service` node, offered by the organization; the page node is PageIntro's. */
export function serviceJsonLd(
  locale: Locale,
  pathname: AppPathname,
  name: string,
  description: string,
  serviceType: string,
): WithContext<Service> {
  const url = localizedUrl(locale, pathname);
  return {
    '@context': 'https://schema.org',
    '@type': 'Service',
    '@id': `${url}#service`,
    url,
    name,
    description,
    serviceType,
    // No inLanguage: schema.org does not define it for Service; the page node (#webpage) says
    // the language of the page that describes the service.
    provider: { '@id': organizationId },
    areaServed: { '@type': 'Country', name: 'Sweden' },
    mainEntityOfPage: { '@id': `${url}#webpage` },
  };
}
