'use client';

import { useLocale, useTranslations } from 'next-intl';
import { use, type ReactNode } from 'react';
import type { RuleBasis } from '@/lib/salary/select';
import { basisUpdatedValues } from './basis-updated';
import { BasisContext } from './salary-parameters';

/**
 * "The calculation basis was last updated on <date>" (the newest figure the answer in view uses)
 * and the year of its living-cost amounts. The server renders them for a first permit received
 * on the day it rendered (`children`, its text); once the calculator answers another case with
 * other figures, those are shown. The server's text stays while they are the same: formatting a
 * message with an argument in the browser starts its ICU locale data, about 30-50 ms at 4x CPU
 * inside the salary page's hydration (docs/benchmarks.md section 3.2).
 */
export function RuleBasisDate({
  rendered,
  children,
}: {
  rendered: RuleBasis;
  children: ReactNode;
}) {
  const t = useTranslations('SalaryCalculator');
  const locale = useLocale();
  const basis = use(BasisContext)?.basis ?? rendered;
  const same =
    basis.basisDate === rendered.basisDate && basis.livingCostsYear === rendered.livingCostsYear;
  return (
    <div className="mt-3 space-y-1 text-sm text-muted">
      {same ? (
        children
      ) : (
        <>
          <p>{t.rich('basisUpdated', basisUpdatedValues(basis.basisDate, locale))}</p>
          <p>{t('livingCostsYear', { year: basis.livingCostsYear })}</p>
        </>
      )}
    </div>
  );
}
