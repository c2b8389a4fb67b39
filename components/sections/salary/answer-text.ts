import type { Locale } from 'next-intl';
import { formatIsoDate, formatIsoMonth } from '@/lib/i18n/dates';
import { formatPercent, formatSek } from '@/lib/salary/format';
import type { AppliedRules } from '@/lib/salary/select';

/**
 * The arguments of SalaryCalculator.answer.rule ("First permit, application received 28 November
 * 2026: 90% of the median salary SEK 38,300 (Statistics Sweden, June 2026) = SEK 34,470 a
 * month."), for the result box and the Swedish hand-off alike. No Intl (lib/salary/format.ts).
 */
export function answerRuleValues(applied: AppliedRules, locale: Locale) {
  return {
    situation: applied.situation,
    date: formatIsoDate(applied.applicationDate, locale),
    percentage: formatPercent(applied.percentage.percentage, locale),
    median: formatSek(applied.median.amount, locale),
    published: formatIsoMonth(applied.median.publishedMonth, locale),
    floor: formatSek(applied.floor, locale),
  };
}
