import { getLocale, getTranslations } from 'next-intl/server';
import { Icon, type IconName } from '@/components/ui/icon';
import { basisUpdatedValues } from './basis-updated';
import { RuleBasisDate } from './rule-basis-date';
import type { RuleBasis } from '@/lib/salary/select';

const steps: { key: 'floor' | 'maintenance' | 'rent'; icon: IconName }[] = [
  { key: 'floor', icon: 'target' },
  { key: 'maintenance', icon: 'users' },
  { key: 'rent', icon: 'home' },
];

/**
 * How the check works, and the disclaimer: an indication, not a guarantee, with the date of the
 * newest figure and the year of the living costs the answer uses. Rendered inside the page's
 * SalaryParametersProvider.
 */
export async function SalaryAside({ basis }: { basis: RuleBasis }) {
  const t = await getTranslations('SalaryPage');
  const calculator = await getTranslations('SalaryCalculator');
  const locale = await getLocale();
  return (
    <div className="space-y-6">
      <section aria-labelledby="salary-guide-heading" className="card">
        <h2 id="salary-guide-heading" className="text-xl font-bold text-brand-900">
          {t('guide.heading')}
        </h2>
        <ol className="mt-4 space-y-4">
          {steps.map(({ key, icon }) => (
            <li key={key} className="flex gap-3">
              <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
                <Icon name={icon} className="size-5" />
              </span>
              <p className="text-muted">{t(`guide.${key}`)}</p>
            </li>
          ))}
        </ol>
      </section>
      <section
        id="disclaimer"
        aria-labelledby="salary-disclaimer-heading"
        className="rounded-2xl border border-accent-400 bg-warning-50 p-6"
      >
        <h2
          id="salary-disclaimer-heading"
          className="flex items-center gap-2 text-xl font-bold text-brand-900"
        >
          <Icon name="shield" className="size-6 text-accent-700" />
          {t('disclaimer.heading')}
        </h2>
        <p className="mt-3 text-ink">{t('disclaimer.text')}</p>
        <RuleBasisDate rendered={basis}>
          <p>{calculator.rich('basisUpdated', basisUpdatedValues(basis.basisDate, locale))}</p>
          <p>{calculator('livingCostsYear', { year: basis.livingCostsYear })}</p>
        </RuleBasisDate>
      </section>
    </div>
  );
}
