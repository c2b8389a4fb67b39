import { useLocale, useTranslations } from 'next-intl';
import { formatSek, type SalaryResult, type SalaryStatus } from '@/lib/salary';
import { resultKey } from './prefill-message';

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

/** The coloured verdict: status title, advice and the amounts behind it. */
export function SalaryResultBox({ result }: { result: SalaryResult }) {
  const t = useTranslations('SalaryCalculator.result');
  const locale = useLocale();
  const key = resultKey(result);
  const tone = tones[result.status];
  const amount = (value: number) => t('amount', { amount: formatSek(value, locale) });
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
      <dl className="mt-5 border-t border-ink/15 pt-4 text-ink">
        {/* Amounts never break ("6 186 kr" is joined by no-break spaces), so on a narrow screen
            the amount wraps below its label instead of widening the page. */}
        <div className="flex flex-wrap justify-between gap-x-4">
          <dt>{t('tax')}</dt>
          <dd className="ml-auto shrink-0 font-medium tabular-nums">{amount(result.tax)}</dd>
        </div>
        <div className="mt-1.5 flex flex-wrap justify-between gap-x-4">
          <dt>{t('livingCosts')}</dt>
          <dd className="ml-auto shrink-0 font-medium tabular-nums">
            {amount(result.livingCosts)}
          </dd>
        </div>
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
