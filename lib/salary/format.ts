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

// Intl.NumberFormat's separators for whole numbers in the two languages: sv-SE groups with a
// no-break space (U+00A0) and writes negatives with the minus sign U+2212; en-US with commas and
// a hyphen-minus. Written out here because the first Intl.NumberFormat of a page loads the
// browser's locale data: on the salary page that cost a hydration task about 50 ms at 4x CPU
// (docs/benchmarks.md section 3.2), for text the server had already rendered.
const intlLocale: Record<Locale, string> = { sv: 'sv-SE', en: 'en-US' };
const separators: Record<Locale, { group: string; minus: string }> = {
  sv: { group: '\u00a0', minus: '\u2212' },
  en: { group: ',', minus: '-' },
};

/**
 * Whole kronor, no currency suffix, exactly as Intl.NumberFormat (sv-SE, en-US) writes them
 * (tests/unit/salary.test.ts compares the two). Rounds half up (Math.round) and never renders "-0".
 */
export function formatSek(value: number, locale: Locale): string {
  const whole = Math.round(value) || 0;
  // Beyond 2^53 the digits are not exact and past 1e21 String() switches to exponent notation
  // (or the value is not finite): no salary comes near, the platform formats those.
  if (!Number.isSafeInteger(whole)) return new Intl.NumberFormat(intlLocale[locale]).format(whole);
  const { group, minus } = separators[locale];
  const digits = String(Math.abs(whole)).replace(/\B(?=(\d{3})+$)/g, group);
  return whole < 0 ? `${minus}${digits}` : digits;
}

/** A percentage as the rules hold it ("90", "87,5" / "87.5"), without Intl (see formatSek). */
export function formatPercent(value: number, locale: Locale): string {
  const text = String(Math.round(value * 100) / 100);
  return locale === 'sv' ? text.replace('.', ',') : text;
}
