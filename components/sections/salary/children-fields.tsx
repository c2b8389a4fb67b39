import { useTranslations } from 'next-intl';
import { MAX_CHILDREN_PER_BAND } from '@/lib/salary/calculate';
import { CHILD_BANDS, type ChildBand } from './salary-form';

const counts = Array.from({ length: MAX_CHILDREN_PER_BAND + 1 }, (_, n) => n);

interface Props {
  idPrefix: string;
  /** The control name of each band (the form reads the selects on change). */
  nameOf: (band: ChildBand) => string;
  /** The counts posted without JavaScript, if any. */
  defaults?: Record<ChildBand, number>;
}

/** Accompanying children: one 0-5 select per age band. */
export function ChildrenFields({ idPrefix, nameOf, defaults }: Props) {
  const t = useTranslations('SalaryCalculator.children');
  const hintId = `${idPrefix}-children-hint`;
  return (
    <fieldset aria-describedby={hintId}>
      <legend className="text-lg font-bold text-brand-900">{t('legend')}</legend>
      <p id={hintId} className="mt-1 text-sm text-muted">
        {t('hint')}
      </p>
      <div className="mt-3 grid grid-cols-2 gap-4 sm:grid-cols-4">
        {CHILD_BANDS.map((band) => {
          const id = `${idPrefix}-${band}`;
          return (
            <div key={band}>
              <label htmlFor={id} className="block font-semibold text-ink">
                {t(band)}
              </label>
              <select
                id={id}
                name={nameOf(band)}
                defaultValue={defaults?.[band] ?? 0}
                className="mt-1.5 min-h-11 w-full rounded-lg border border-muted bg-white px-3 text-base text-ink tabular-nums"
              >
                {counts.map((n) => (
                  <option key={n} value={n}>
                    {n}
                  </option>
                ))}
              </select>
            </div>
          );
        })}
      </div>
    </fieldset>
  );
}
