import { createTranslator, type Locale, type Messages } from 'next-intl';
import { formatIsoDate, formatIsoMonth } from '@/lib/i18n/dates';
import type { SalaryInput, SalaryResult } from '@/lib/salary/calculate';
import { formatPercent, formatSek } from '@/lib/salary/format';
import type { AppliedRules } from '@/lib/salary/select';

/** The Swedish texts the contact hand-off needs; passed down by the page in every language. */
export type PrefillMessages = Pick<Messages['SalaryCalculator'], 'prefill' | 'result' | 'answer'>;

export type ResultKey = 'success' | 'warning' | 'belowFloor' | 'negativeRemaining';

export function resultKey(result: SalaryResult): ResultKey {
  if (result.status !== 'error') return result.status;
  return result.reason === 'belowFloor' ? 'belowFloor' : 'negativeRemaining';
}

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

// Inputs may carry öre ("32000,50"): keep them; the result sum is whole kronor (formatSek).
// Made on first use (a hand-off), not while the salary page loads.
let svNumber: Intl.NumberFormat | undefined;

/**
 * Spec §7: the message handed to the contact form is always Swedish, whatever the page
 * language, so the consultancy's staff read every request the same way. It names the case and
 * the rule the answer applied (situation, application date, percentage, median, floor).
 */
export function buildPrefillMessage(
  messages: PrefillMessages,
  input: SalaryInput,
  result: SalaryResult,
  applied: AppliedRules,
): string {
  svNumber ??= new Intl.NumberFormat('sv-SE', { maximumFractionDigits: 2 });
  const t = createTranslator({
    locale: 'sv',
    messages: { SalaryCalculator: messages },
    namespace: 'SalaryCalculator',
  });
  const key = resultKey(result);
  const tax = svNumber.format(input.taxValue);
  return [
    t('prefill.intro'),
    '',
    t('prefill.salary', { amount: svNumber.format(input.monthlySalary) }),
    input.taxType === 'percentage'
      ? t('prefill.taxPercentage', { amount: tax })
      : t('prefill.taxAmount', { amount: tax }),
    t('prefill.spouse', { hasSpouse: input.hasSpouse ? 'yes' : 'no' }),
    t('prefill.children', {
      age0to6: input.age0to6,
      age7to10: input.age7to10,
      age11to14: input.age11to14,
      age15to18: input.age15to18,
    }),
    '',
    t('answer.rule', answerRuleValues(applied, 'sv')),
    t('prefill.result', {
      title: t(`result.${key}.title`),
      message: t(`result.${key}.message`, { floor: formatSek(result.floor, 'sv') }),
    }),
    t('prefill.sum', { amount: formatSek(result.remaining, 'sv') }),
  ].join('\n');
}
