import { formatIsoDate, formatLongDate } from '@/lib/i18n/dates';

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
});
