import fc from 'fast-check';
import { formatIsoDate, formatLongDate } from '@/lib/i18n/dates';
import { FUZZ_SEED } from '../helpers/fuzz';

describe('dates in running text', () => {
  test('English dates read day month year, Swedish ones in lower case', () => {
    expect(formatIsoDate('2026-11-23', 'en')).toBe('23 November 2026');
    expect(formatIsoDate('2026-11-23', 'sv')).toBe('23 november 2026');
  });

  test('an ISO date is the same calendar day whatever the time zone', () => {
    expect(formatIsoDate('2026-06-01', 'en')).toBe('1 June 2026');
  });

  test('an instant is the calendar date in Stockholm', () => {
    // 23:30 UTC on 31 October is 00:30 on 1 November in Stockholm (CET).
    expect(formatLongDate(new Date('2025-10-31T23:30:00Z'), 'en')).toBe('1 November 2025');
  });

  // formatIsoDate writes the month names itself (no Intl at hydration); Intl stays the reference.
  test('an ISO date is written exactly as Intl writes it', () => {
    // What formatIsoDate returned before: Intl's long date of noon UTC on that day.
    const viaIntl = (iso: string, locale: 'sv' | 'en') =>
      formatLongDate(new Date(`${iso}T12:00:00Z`), locale, 'UTC');
    const isoDate = fc
      .date({
        min: new Date('1000-01-01T00:00:00Z'),
        max: new Date('9999-12-31T00:00:00Z'),
        noInvalidDate: true,
      })
      .map((date) => date.toISOString().slice(0, 10));
    fc.assert(
      fc.property(isoDate, fc.constantFrom('sv' as const, 'en' as const), (iso, locale) => {
        expect(formatIsoDate(iso, locale)).toBe(viaIntl(iso, locale));
      }),
      { seed: FUZZ_SEED, numRuns: 2000 },
    );
    for (const iso of ['2024-02-29', '2025-01-01', '2025-12-31'])
      expect(formatIsoDate(iso, 'sv')).toBe(viaIntl(iso, 'sv'));
  });

  test('what is not a calendar date is left to Intl, as before', () => {
    for (const iso of ['2026-02-30', '0999-05-01'])
      expect(formatIsoDate(iso, 'en')).toBe(
        formatLongDate(new Date(`${iso}T12:00:00Z`), 'en', 'UTC'),
      );
  });
});
