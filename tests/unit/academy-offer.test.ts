/** @jest-environment node */
import { courseJsonLd } from '@/lib/seo/course-json-ld';
import { formatAmount } from '@/lib/academy/format';
import { formatLongDate } from '@/lib/i18n/dates';
import {
  ACADEMY_INTRO_PRICE,
  ACADEMY_LAUNCH,
  ACADEMY_OFFER_ENDS,
  ACADEMY_OFFER_LAST_DAY,
  ACADEMY_REGULAR_PRICE,
  ACADEMY_SAVING,
  academyOffer,
} from '@/lib/academy/offer';

// Fixed clocks. Stockholm is on CET (+01:00) in late October 2025: summer time ended on 26 October.
const at = (iso: string) => new Date(iso);
const stockholm = (date: Date) =>
  new Intl.DateTimeFormat('sv-SE', {
    timeZone: 'Europe/Stockholm',
    dateStyle: 'short',
    timeStyle: 'medium',
  }).format(date);

describe('academy constants', () => {
  it('has the introductory and regular prices and the saving between them', () => {
    expect(ACADEMY_INTRO_PRICE).toBe(2995);
    expect(ACADEMY_REGULAR_PRICE).toBe(4995);
    expect(ACADEMY_SAVING).toBe(2000);
  });

  it('ends the offer at midnight after 31 October 2025 and launches on 1 November, Stockholm time', () => {
    expect(stockholm(ACADEMY_OFFER_ENDS)).toBe('2025-11-01 00:00:00');
    expect(stockholm(ACADEMY_LAUNCH)).toBe('2025-11-01 00:00:00');
    expect(ACADEMY_OFFER_ENDS.toISOString()).toBe('2025-10-31T23:00:00.000Z');
    expect(formatLongDate(ACADEMY_OFFER_LAST_DAY, 'sv')).toBe('31 oktober 2025');
    expect(formatLongDate(ACADEMY_LAUNCH, 'en')).toBe('1 November 2025');
  });
});

describe('academyOffer', () => {
  it('applies the introductory price before the deadline and the course is not yet launched', () => {
    const offer = academyOffer(at('2025-10-15T09:00:00+02:00'));
    expect(offer).toEqual({
      introValid: true,
      price: 2995,
      regularPrice: 4995,
      introPrice: 2995,
      saving: 2000,
      launched: false,
    });
  });

  it('still applies at 23:59:59.999 on 31 October in Stockholm', () => {
    const lastMoment = at('2025-10-31T22:59:59.999Z');
    expect(stockholm(lastMoment)).toBe('2025-10-31 23:59:59');
    expect(academyOffer(lastMoment)).toMatchObject({
      introValid: true,
      price: 2995,
      launched: false,
    });
  });

  it('ends at 00:00 on 1 November in Stockholm, when the course launches', () => {
    expect(academyOffer(at('2025-10-31T23:00:00Z'))).toMatchObject({
      introValid: false,
      price: 4995,
      launched: true,
    });
  });

  it('is still valid at 23:30 UTC on 31 October only if that were before Stockholm midnight (it is not)', () => {
    // 23:30 UTC is 00:30 on 1 November in Stockholm: the offer is over although it is still
    // 31 October in UTC.
    expect(academyOffer(at('2025-10-31T23:30:00Z')).introValid).toBe(false);
  });

  it('charges the regular price today (2026-11-21)', () => {
    expect(academyOffer(at('2026-11-21T10:00:00+01:00'))).toEqual({
      introValid: false,
      price: 4995,
      regularPrice: 4995,
      introPrice: 2995,
      saving: 2000,
      launched: true,
    });
  });
});

describe('formatting', () => {
  it('groups amounts per language', () => {
    expect(formatAmount(2995, 'sv')).toBe('2\u00a0995');
    expect(formatAmount(2995, 'en')).toBe('2,995');
  });
});

describe('courseJsonLd', () => {
  const text = {
    name: 'Certified in International Competence Supply',
    description: 'Online course',
    credential: 'Certified in International Competence Supply',
    modules: [{ title: 'Work-permit rules', text: 'Who needs a permit' }],
  };

  it('lists the introductory offer with validThrough, plus the regular price from 1 November', () => {
    const course = courseJsonLd('en', at('2025-10-20T12:00:00Z'), text);
    expect(course['@type']).toBe('Course');
    expect(course.provider).toEqual({ '@id': expect.stringMatching(/#organization$/) });
    expect(course.offers).toEqual([
      expect.objectContaining({
        '@type': 'Offer',
        price: '2995',
        priceCurrency: 'SEK',
        validThrough: '2025-10-31T23:59:59+01:00',
        availability: 'https://schema.org/InStock',
      }),
      expect.objectContaining({ price: '4995', validFrom: '2025-11-01T00:00:00+01:00' }),
    ]);
  });

  it('lists only the regular price once the offer has ended', () => {
    const course = courseJsonLd('sv', at('2026-11-21T10:00:00Z'), text);
    expect(course.offers).toEqual([
      expect.objectContaining({
        price: '4995',
        priceCurrency: 'SEK',
        validFrom: '2025-11-01T00:00:00+01:00',
      }),
    ]);
    expect(JSON.stringify(course)).not.toContain('2995');
    expect(course.url).toMatch(/\/academy$/);
  });
});
