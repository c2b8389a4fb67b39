import { useTranslations } from 'next-intl';
import type { Situation } from '@/lib/salary/rules';
import { ChoiceGroup } from './choice-group';
import type { FieldNames } from './read-form';

interface Props {
  names: FieldNames;
  /** What the fields show first: the page's today, or what was posted without JavaScript. */
  defaults: { situation: Situation; applicationDate: string };
  dateError?: string;
  onLeave: () => void;
}

/**
 * The question the rules depend on: first permit or extension, and the day the application is
 * received. A native date field (a calendar on every phone); where a browser has none it is a
 * text field, read as YYYY-MM-DD. Uncontrolled, like the other fields (read-form.ts). No `min`:
 * the rules' first date is known only once they are read, and the fields must not change when
 * they arrive; a date before it is refused with a message that says from when.
 */
export function ApplicationFields({ names, defaults, dateError, onLeave }: Props) {
  const t = useTranslations('SalaryCalculator.application');
  const id = names.applicationDate;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  return (
    <fieldset className="space-y-4">
      <legend className="text-lg font-bold text-brand-900">{t('legend')}</legend>
      <ChoiceGroup
        name={names.situation}
        legend={t('situationLegend')}
        legendStyle="field"
        hint={t('situationHint')}
        choices={[
          { value: 'first_permit', label: t('firstPermit') },
          { value: 'extension', label: t('extension') },
        ]}
        defaultValue={defaults.situation}
      />
      <div className="pt-2">
        <label htmlFor={id} className="block font-semibold text-ink">
          {t('dateLabel')}
        </label>
        <p id={hintId} className="mt-0.5 text-sm text-muted">
          {t('dateHint')}
        </p>
        <input
          id={id}
          name={id}
          type="date"
          required
          defaultValue={defaults.applicationDate}
          aria-invalid={dateError ? true : undefined}
          aria-describedby={dateError ? `${hintId} ${errorId}` : hintId}
          onBlur={onLeave}
          className="mt-2 min-h-11 w-full max-w-xs rounded-lg border border-muted bg-white px-3 py-2 text-base text-ink tabular-nums aria-invalid:border-2 aria-invalid:border-danger-700"
        />
        <div aria-live="polite" className="mt-1.5 min-h-5">
          {dateError ? (
            <p id={errorId} className="text-sm font-medium text-danger-700">
              {dateError}
            </p>
          ) : null}
        </div>
      </div>
    </fieldset>
  );
}
