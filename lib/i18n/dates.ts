import type { Locale } from 'next-intl';

// Dates in running text read "1 november 2025" / "1 November 2025". next-intl formats with the
// page's locale, and plain "en" orders a long date the American way ("November 1, 2025"), so
// dates are formatted here with en-GB and passed to messages as text. The same Intl locales
// format the site's numbers, lists and country names.
export const intlLocale: Record<Locale, string> = { sv: 'sv-SE', en: 'en-GB' };

/** "1 november 2025" / "1 November 2025", as the calendar date in `timeZone` (Stockholm). */
export function formatLongDate(date: Date, locale: Locale, timeZone = 'Europe/Stockholm'): string {
  return new Intl.DateTimeFormat(intlLocale[locale], {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone,
  }).format(date);
}

const monthNames: Record<Locale, readonly string[]> = {
  sv: [
    'januari',
    'februari',
    'mars',
    'april',
    'maj',
    'juni',
    'juli',
    'augusti',
    'september',
    'oktober',
    'november',
    'december',
  ],
  en: [
    'January',
    'February',
    'March',
    'April',
    'May',
    'June',
    'July',
    'August',
    'September',
    'October',
    'November',
    'December',
  ],
};

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * The same for a calendar date written `YYYY-MM-DD`, whatever the time zone: written out as
 * Intl writes it (tests/unit/i18n-dates.test.ts compares the two), because the first Intl
 * formatter of a page loads the browser's locale data, about 50 ms at 4x CPU inside the salary
 * page's hydration (docs/benchmarks.md section 3.2). Other strings go to Intl as before.
 */
export function formatIsoDate(isoDate: string, locale: Locale): string {
  const match = ISO_DATE.exec(isoDate);
  const year = Number(match?.[1]);
  const month = Number(match?.[2]);
  const day = Number(match?.[3]);
  const calendarDate = new Date(Date.UTC(year, month - 1, day));
  const name = monthNames[locale][month - 1];
  if (
    !name ||
    year < 1000 ||
    calendarDate.getUTCMonth() !== month - 1 ||
    calendarDate.getUTCDate() !== day
  )
    return formatLongDate(new Date(`${isoDate}T12:00:00Z`), locale, 'UTC');
  return `${day} ${name} ${year}`;
}

/** "juni 2026" / "June 2026" for a month written `YYYY-MM` (month names as above, no Intl). */
export function formatIsoMonth(isoMonth: string, locale: Locale): string {
  const name = monthNames[locale][Number(isoMonth.slice(5, 7)) - 1];
  return name ? `${name} ${isoMonth.slice(0, 4)}` : isoMonth;
}
