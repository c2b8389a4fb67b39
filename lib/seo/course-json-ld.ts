import type { Locale } from 'next-intl';
import type { Course, Offer, WithContext } from 'schema-dts';
import { organizationId } from './json-ld';
import { localizedUrl } from './urls';
import {
  ACADEMY_CURRENCY,
  ACADEMY_LAUNCH_ISO,
  ACADEMY_OFFER_ENDS_ISO,
  ACADEMY_OFFER_LAST_SECOND_ISO,
  ACADEMY_TOTAL_HOURS,
  academyOffer,
} from '@/lib/academy/offer';

interface CourseText {
  name: string;
  description: string;
  credential: string;
  modules: { title: string; text: string }[];
}

function offer(
  price: number,
  url: string,
  validity: { validFrom: string } | { validThrough: string },
): Offer {
  return {
    '@type': 'Offer',
    price: String(price),
    priceCurrency: ACADEMY_CURRENCY,
    priceSpecification: {
      '@type': 'UnitPriceSpecification',
      price: String(price),
      priceCurrency: ACADEMY_CURRENCY,
      valueAddedTaxIncluded: false,
    },
    category: 'Paid',
    availability: 'https://schema.org/InStock',
    url,
    ...validity,
  };
}

/**
 * The academy as a schema.org Course. While the introductory offer runs, it is listed with its
 * validThrough (the last moment of 31 October 2025 in Stockholm) next to the regular price valid
 * from the day after; once it has ended, only the regular price remains.
 */
export function courseJsonLd(locale: Locale, now: Date, text: CourseText): WithContext<Course> {
  const url = localizedUrl(locale, '/academy');
  const state = academyOffer(now);
  const registration = `${url}#registration`;
  const regular = offer(state.regularPrice, registration, { validFrom: ACADEMY_OFFER_ENDS_ISO });
  const offers = state.introValid
    ? [
        offer(state.introPrice, registration, { validThrough: ACADEMY_OFFER_LAST_SECOND_ISO }),
        regular,
      ]
    : [regular];
  return {
    '@context': 'https://schema.org',
    '@type': 'Course',
    '@id': `${url}#course`,
    url,
    name: text.name,
    description: text.description,
    inLanguage: 'sv-SE',
    provider: { '@id': organizationId },
    educationalCredentialAwarded: text.credential,
    timeRequired: `PT${ACADEMY_TOTAL_HOURS}H`,
    hasCourseInstance: {
      '@type': 'CourseInstance',
      courseMode: 'Online',
      courseWorkload: `PT${ACADEMY_TOTAL_HOURS}H`,
      startDate: ACADEMY_LAUNCH_ISO,
      inLanguage: 'sv-SE',
    },
    syllabusSections: text.modules.map((module) => ({
      '@type': 'Syllabus',
      name: module.title,
      description: module.text,
    })),
    offers,
  };
}
