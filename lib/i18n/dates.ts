// Dates in running text read "1 november 2025" / "1 November 2025". next-intl formats with the
// page's locale, and plain "en" orders a long date the American way ("November 1, 2025"), so
// dates are formatted here with en-GB and passed to messages as text.
const intlLocale: Record<Locale, string> = { sv: 'sv-SE', en: 'en-GB' };

/** "1 november 2025" / "1 November 2025", as the calendar date in `timeZone` (Stockholm). */
export function formatLongDate(date: Date, locale: Locale, timeZone = 'Europe/Stockholm'): string {
  return new Intl.DateTimeFormat(intlLocale[locale], {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone,
  }).format(date);
}

/** The same for a calendar date written `YYYY-MM-DD`, whatever the time zone. */
export function formatIsoDate(isoDate: string, locale: Locale): string {
  return formatLongDate(new Date(`${isoDate}T12:00:00Z`), locale, 'UTC');
}

import type { Locale } from 'next-intl';
