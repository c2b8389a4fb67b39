import { useLocale, useTranslations } from 'next-intl';
import type { TaxType } from '@/lib/salary/calculate';
import { formatSek } from '@/lib/salary/format';
import type { Situation } from '@/lib/salary/rules';
import { AmountField } from './amount-field';
import { ChoiceGroup } from './choice-group';
import type { FieldNames } from './read-form';
import type { SalaryFormValues } from './salary-form';
import { TaxGuideLink } from './tax-guide-link';

interface Props {
  names: FieldNames;
  /** What the fields show first: empty, or what was posted without JavaScript. */
  defaults: Pick<SalaryFormValues, 'salary' | 'taxType' | 'taxValue'>;
  taxType: TaxType;
  salaryError?: string;
  taxError?: string;
  /** The salary floor of the case while the typed salary is below it (a hint), otherwise null. */
  floorHint: { floor: number; situation: Situation } | null;
  taxGuideUrl: string;
  onLeave: (field: 'salary' | 'taxValue') => void;
}

/** The main applicant: monthly salary, tax (amount or percentage) and the tax-table link. */
export function CandidateFields({
  names,
  defaults,
  taxType,
  salaryError,
  taxError,
  floorHint,
  taxGuideUrl,
  onLeave,
}: Props) {
  const t = useTranslations('SalaryCalculator.candidate');
  const locale = useLocale();
  const floorHintId = `${names.salary}-floor`;
  const percent = taxType === 'percentage';
  return (
    <fieldset className="space-y-4">
      <legend className="text-lg font-bold text-brand-900">{t('legend')}</legend>
      <AmountField
        id={names.salary}
        defaultValue={defaults.salary}
        label={t('salaryLabel')}
        hint={t('salaryHint')}
        unit={t('currency')}
        error={salaryError}
        describedBy={floorHint !== null ? floorHintId : undefined}
        onBlur={() => onLeave('salary')}
        notice={
          floorHint !== null ? (
            <p
              id={floorHintId}
              className="rounded-lg border-l-4 border-danger-700 bg-danger-50 px-4 py-3 text-sm font-medium text-danger-700"
            >
              {t('floorHint', {
                floor: formatSek(floorHint.floor, locale),
                situation: floorHint.situation,
              })}
            </p>
          ) : null
        }
      />
      <ChoiceGroup
        name={names.taxType}
        legend={t('taxTypeLegend')}
        legendStyle="field"
        choices={[
          { value: 'amount', label: t('taxTypeAmount') },
          { value: 'percentage', label: t('taxTypePercentage') },
        ]}
        defaultValue={defaults.taxType}
      />
      <div className="pt-2">
        <AmountField
          id={names.taxValue}
          defaultValue={defaults.taxValue}
          label={t(percent ? 'taxPercentageLabel' : 'taxAmountLabel')}
          hint={t(percent ? 'taxPercentageHint' : 'taxAmountHint')}
          unit={percent ? '%' : t('currency')}
          error={taxError}
          onBlur={() => onLeave('taxValue')}
        />
        <div className="-mt-1.5">
          <TaxGuideLink href={taxGuideUrl} label={t('taxGuide')} newWindowNote={t('newWindow')} />
        </div>
      </div>
    </fieldset>
  );
}
