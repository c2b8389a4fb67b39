import type { Locale } from 'next-intl';
import { formatLongDate } from '@/lib/i18n/dates';

const intlLocale: Record<Locale, string> = { sv: 'sv-SE', en: 'en-GB' };

/** "1 november 2025" / "1 November 2025", as the calendar date in Stockholm. */
export function formatAcademyDate(date: Date, locale: Locale): string {
  return formatLongDate(date, locale);
}

/** A whole-krona amount with the locale's grouping: "2 995" / "2,995". */
export function formatAmount(amount: number, locale: Locale): string {
  return new Intl.NumberFormat(intlLocale[locale], { maximumFractionDigits: 0 }).format(amount);
}
