import { useTranslations } from 'next-intl';
import { memo } from 'react';
import { MAX_CHILDREN_PER_BAND, type TaxType } from '@/lib/salary/calculate';
import { AmountField } from './amount-field';
import { ChoiceGroup } from './choice-group';
import { fieldNames } from './read-form';
import { CHILD_BANDS, type SalaryField, type SalaryFormValues } from './salary-form';
import { TaxGuideLink } from './tax-guide-link';

const counts = Array.from({ length: MAX_CHILDREN_PER_BAND + 1 }, (_, n) => n);

interface Props {
  /** The calculator's useId: the scope of the fields' names and ids (read-form.ts). */
  scope: string;
  /** What the fields show first: the page's today, or what was posted without JavaScript. */
  initial: SalaryFormValues;
  taxType: TaxType;
  dateError?: string;
  salaryError?: string;
  taxError?: string;
  /** The salary floor of the case while the typed salary is below it (a hint). */
  floorHint?: string;
  taxGuideUrl: string;
  onLeave: (field: SalaryField) => void;
}

/**
 * The calculator's questions. Uncontrolled (the form reads them on change, read-form.ts), so
 * whatever was typed or chosen before hydration stays. Memoized: they depend on what was typed,
 * not on the parameters' read, so the read's answer renders only the status line, Verify and the
 * basis date.
 *
 * The application: first permit or extension, and the day it is received. A native date field (a
 * calendar on every phone); where a browser has none it is a text field, read as YYYY-MM-DD. No
 * `min`: the rules' first date is known only once they are read, and the fields must not change
 * when they arrive; a date before it is refused with a message that says from when.
 */
export const SalaryFields = memo(function SalaryFields({
  scope,
  initial,
  taxType,
  dateError,
  salaryError,
  taxError,
  floorHint,
  taxGuideUrl,
  onLeave,
}: Props) {
  const t = useTranslations('SalaryCalculator');
  const names = fieldNames(scope);
  const dateId = names.applicationDate;
  const childrenHintId = `${scope}-children-hint`;
  const percent = taxType === 'percentage';
  return (
    <>
      <fieldset className="space-y-4">
        <legend className="text-lg font-bold text-brand-900">{t('application.legend')}</legend>
        <ChoiceGroup
          name={names.situation}
          legend={t('application.situationLegend')}
          legendStyle="field"
          hint={t('application.situationHint')}
          choices={[
            { value: 'first_permit', label: t('application.firstPermit') },
            { value: 'extension', label: t('application.extension') },
          ]}
          defaultValue={initial.situation}
        />
        <div className="pt-2">
          <label htmlFor={dateId} className="block font-semibold text-ink">
            {t('application.dateLabel')}
          </label>
          <p id={`${dateId}-hint`} className="mt-0.5 text-sm text-muted">
            {t('application.dateHint')}
          </p>
          <input
            id={dateId}
            name={dateId}
            type="date"
            required
            defaultValue={initial.applicationDate}
            aria-invalid={dateError ? true : undefined}
            aria-describedby={dateError ? `${dateId}-hint ${dateId}-error` : `${dateId}-hint`}
            onBlur={() => onLeave('applicationDate')}
            className="mt-2 min-h-11 w-full max-w-xs rounded-lg border border-muted bg-white px-3 py-2 text-base text-ink tabular-nums aria-invalid:border-2 aria-invalid:border-danger-700"
          />
          <div aria-live="polite" className="mt-1.5 min-h-5">
            {dateError ? (
              <p id={`${dateId}-error`} className="text-sm font-medium text-danger-700">
                {dateError}
              </p>
            ) : null}
          </div>
        </div>
      </fieldset>

      {/* The main applicant: monthly salary, tax (amount or percentage) and the tax tables. */}
      <fieldset className="space-y-4">
        <legend className="text-lg font-bold text-brand-900">{t('candidate.legend')}</legend>
        <AmountField
          id={names.salary}
          defaultValue={initial.salary}
          label={t('candidate.salaryLabel')}
          hint={t('candidate.salaryHint')}
          unit={t('candidate.currency')}
          error={salaryError}
          floorHint={floorHint}
          onBlur={() => onLeave('salary')}
        />
        <ChoiceGroup
          name={names.taxType}
          legend={t('candidate.taxTypeLegend')}
          legendStyle="field"
          choices={[
            { value: 'amount', label: t('candidate.taxTypeAmount') },
            { value: 'percentage', label: t('candidate.taxTypePercentage') },
          ]}
          defaultValue={initial.taxType}
        />
        <div className="pt-2">
          <AmountField
            id={names.taxValue}
            defaultValue={initial.taxValue}
            label={t(percent ? 'candidate.taxPercentageLabel' : 'candidate.taxAmountLabel')}
            hint={t(percent ? 'candidate.taxPercentageHint' : 'candidate.taxAmountHint')}
            unit={percent ? '%' : t('candidate.currency')}
            error={taxError}
            onBlur={() => onLeave('taxValue')}
          />
          <div className="-mt-1.5">
            <TaxGuideLink href={taxGuideUrl} />
          </div>
        </div>
      </fieldset>

      <ChoiceGroup
        name={names.spouse}
        legend={t('spouse.legend')}
        legendStyle="section"
        required
        choices={[
          { value: 'yes', label: t('spouse.yes') },
          { value: 'no', label: t('spouse.no') },
        ]}
        defaultValue={initial.spouse ?? undefined}
      />

      {/* Accompanying children: one 0-5 select per age band. */}
      <fieldset aria-describedby={childrenHintId}>
        <legend className="text-lg font-bold text-brand-900">{t('children.legend')}</legend>
        <p id={childrenHintId} className="mt-1 text-sm text-muted">
          {t('children.hint')}
        </p>
        <div className="mt-3 grid grid-cols-2 gap-4 sm:grid-cols-4">
          {CHILD_BANDS.map((band) => (
            <div key={band}>
              <label htmlFor={names.child(band)} className="block font-semibold text-ink">
                {t(`children.${band}`)}
              </label>
              <select
                id={names.child(band)}
                name={names.child(band)}
                defaultValue={initial.children[band]}
                className="mt-1.5 min-h-11 w-full rounded-lg border border-muted bg-white px-3 text-base text-ink tabular-nums"
              >
                {counts.map((n) => (
                  <option key={n} value={n}>
                    {n}
                  </option>
                ))}
              </select>
            </div>
          ))}
        </div>
      </fieldset>
    </>
  );
});
