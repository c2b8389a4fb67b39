import type { Locale } from 'next-intl';
import type { WebApplication, WithContext } from 'schema-dts';
import { inLanguage, organizationId } from './json-ld';
import { localizedUrl } from './urls';

/** The calculator as a free web application, offered by the organization, on this page. */
export function salaryApplicationJsonLd(
  locale: Locale,
  name: string,
  description: string,
  /** The date of the newest figure the calculator uses for a first permit received today. */
  dateModified: string,
): WithContext<WebApplication> {
  const url = localizedUrl(locale, '/salary-verification');
  return {
    '@context': 'https://schema.org',
    '@type': 'WebApplication',
    '@id': `${url}#calculator`,
    name,
    description,
    url,
    applicationCategory: 'BusinessApplication',
    operatingSystem: 'Any',
    browserRequirements: 'Requires JavaScript',
    inLanguage: inLanguage(locale),
    isAccessibleForFree: true,
    offers: { '@type': 'Offer', price: '0', priceCurrency: 'SEK' },
    provider: { '@id': organizationId },
    mainEntityOfPage: { '@id': `${url}#webpage` },
    dateModified,
  };
}
