import type { Locale } from 'next-intl';

export const MAX_MONTHLY_SALARY = 10_000_000;
export const MAX_TAX_PERCENT = 100;

const AMOUNT_PATTERN = /^(\d+)(?:[.,](\d+))?$/;

/**
 * Parses typed amounts such as "32 000", "32000,50", "32000.5", "32 000 kr", "30 %".
 * Returns null for empty, non-numeric, negative or absurd (> MAX_MONTHLY_SALARY) input.
 */
export function parseAmount(text: string): number | null {
  // \s also matches the no-break (U+00A0) and narrow no-break (U+202F) spaces people paste.
  const compact = text.replace(/\s+/g, '').replace(/(kr|sek|%)$/i, '');
  const match = AMOUNT_PATTERN.exec(compact);
  if (!match) return null;
  const value = Number(`${match[1]}.${match[2] ?? '0'}`);
  if (!Number.isFinite(value) || value > MAX_MONTHLY_SALARY) return null;
  return value;
}

const intlLocale: Record<Locale, string> = { sv: 'sv-SE', en: 'en-US' };
// Made on first use, per language: loading the salary page builds only its own language's
// formatter, and none while its module loads (tests/unit/salary-intl-on-demand.test.ts).
const formatters: Partial<Record<Locale, Intl.NumberFormat>> = {};

/**
 * Whole kronor, no currency suffix. Swedish output is Intl's sv-SE as-is: the thousands
 * separator is a no-break space (U+00A0) and negatives use the minus sign U+2212.
 * Rounds half up (Math.round) and never renders "-0".
 */
export function formatSek(value: number, locale: Locale): string {
  const formatter = (formatters[locale] ??= new Intl.NumberFormat(intlLocale[locale], {
    maximumFractionDigits: 0,
  }));
  return formatter.format(Math.round(value) || 0);
}
