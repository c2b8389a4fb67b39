import { useLocale, useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import type { SalaryInput, SalaryResult, SalaryStatus } from '@/lib/salary/calculate';
import { formatSek } from '@/lib/salary/format';
import { formatIsoDate, formatIsoMonth } from '@/lib/i18n/dates';
import type { LivingCostKey } from '@/lib/salary/rules';
import type { AppliedRules } from '@/lib/salary/select';
import { answerRuleValues, resultKey } from './prefill-message';
import { CHILD_BANDS, type ChildBand } from './salary-form';

// Colour is never the only signal: each status has its own icon shape and title.
const tones: Record<SalaryStatus, { box: string; accent: string; icon: string }> = {
  success: {
    box: 'border-success-700 bg-success-50',
    accent: 'text-success-700',
    icon: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18Zm-4-9.5 2.8 2.8L16.5 9',
  },
  warning: {
    box: 'border-warning-700 bg-warning-50',
    accent: 'text-warning-700',
    icon: 'M12 3.5 2.5 20h19L12 3.5ZM12 10v4.5M12 17.2v.3',
  },
  error: {
    box: 'border-danger-700 bg-danger-50',
    accent: 'text-danger-700',
    icon: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18ZM9 9l6 6m0-6-6 6',
  },
};

const BAND_COSTS: Record<ChildBand, LivingCostKey> = {
  age0to6: 'children0to6',
  age7to10: 'children7to10',
  age11to14: 'children11to14',
  age15to18: 'children15to17',
};

interface Props {
  input: SalaryInput;
  result: SalaryResult;
  /** The rules the answer used: named in it, with their dates. */
  applied: AppliedRules;
}

/** One line of the amounts: a label and its amount, the amount never broken over two lines. */
function Line({ label, children, sub }: { label: ReactNode; children: ReactNode; sub?: boolean }) {
  return (
    <div
      className={`flex flex-wrap justify-between gap-x-4 ${sub ? 'mt-0.5 pl-4 text-sm text-muted' : 'mt-1.5'}`}
    >
      <dt>{label}</dt>
      <dd className="ml-auto shrink-0 font-medium tabular-nums">{children}</dd>
    </div>
  );
}

/**
 * The coloured verdict: status title, advice, the rule it applied (situation, application date,
 * percentage, median with its publication month, floor) and the amounts behind it, the living
 * costs line by line with the year of their amounts.
 */
export function SalaryResultBox({ input, result, applied }: Props) {
  const t = useTranslations('SalaryCalculator.result');
  const tAnswer = useTranslations('SalaryCalculator.answer');
  const tChildren = useTranslations('SalaryCalculator.children');
  const locale = useLocale();
  const key = resultKey(result);
  const tone = tones[result.status];
  const amount = (value: number) => t('amount', { amount: formatSek(value, locale) });
  const costs = applied.livingCosts.amounts;
  const { lastDay } = applied.percentage;
  return (
    <div className={`rounded-xl border-2 p-5 sm:p-6 ${tone.box}`} data-status={result.status}>
      <h3 className={`flex items-center gap-2.5 text-xl font-bold ${tone.accent}`}>
        <svg
          viewBox="0 0 24 24"
          aria-hidden="true"
          className="size-7 shrink-0"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
        >
          <path d={tone.icon} />
        </svg>
        {t(`${key}.title`)}
      </h3>
      <p className="mt-2 text-ink">
        {t(`${key}.message`, { floor: formatSek(result.floor, locale) })}
      </p>
      <p className="mt-3 text-sm text-ink">{tAnswer('rule', answerRuleValues(applied, locale))}</p>
      {applied.newerMedianExpected ? (
        <p className="mt-1 text-sm text-muted">
          {tAnswer('newerMedian', {
            published: formatIsoMonth(applied.median.publishedMonth, locale),
          })}
        </p>
      ) : null}
      {applied.percentageEnded && lastDay ? (
        <p className="mt-1 text-sm text-muted">
          {tAnswer('ruleEnded', {
            situation: applied.situation,
            lastDay: formatIsoDate(lastDay, locale),
          })}
        </p>
      ) : null}
      <dl className="mt-5 border-t border-ink/15 pt-4 text-ink">
        {/* Amounts never break ("6 186 kr" is joined by no-break spaces), so on a narrow screen
            the amount wraps below its label instead of widening the page. */}
        <Line label={t('tax')}>{amount(result.tax)}</Line>
        <Line label={t('livingCosts', { year: applied.livingCosts.validFrom.slice(0, 4) })}>
          {amount(result.livingCosts)}
        </Line>
        <Line sub label={t('costAdults', { couple: input.hasSpouse ? 'yes' : 'no' })}>
          {amount(input.hasSpouse ? costs.couple : costs.singleAdult)}
        </Line>
        {CHILD_BANDS.filter((band) => input[band] > 0).map((band) => (
          <Line key={band} sub label={t('costChildren', { band: tChildren(band) })}>
            {t('costTimes', {
              count: input[band],
              amount: formatSek(costs[BAND_COSTS[band]], locale),
            })}
          </Line>
        ))}
        <div className="mt-4 flex flex-col gap-x-4 sm:flex-row sm:items-baseline sm:justify-between">
          <dt className="font-bold">{t('remaining')}</dt>
          <dd className={`text-2xl font-bold tabular-nums ${tone.accent}`}>
            {amount(result.remaining)}
          </dd>
        </div>
      </dl>
    </div>
  );
}
