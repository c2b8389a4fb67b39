import type { Locale } from 'next-intl';
import { intlLocale } from '@/lib/i18n/dates';

/** A whole-krona amount with the locale's grouping: "2 995" / "2,995". */
export function formatAmount(amount: number, locale: Locale): string {
  return new Intl.NumberFormat(intlLocale[locale], { maximumFractionDigits: 0 }).format(amount);
}
