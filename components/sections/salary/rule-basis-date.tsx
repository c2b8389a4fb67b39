'use client';

import { useLocale, useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import type { IsoDate } from '@/lib/salary/rule-sets';
import { basisUpdatedValues } from './basis-updated';
import { useSalaryParameters } from './salary-parameters';

/**
 * "The calculation basis was last updated on <date>": the date the rule set in force took effect.
 * The server renders the set it read when the page was built (`children`, its text); once the
 * calculator has read a set in force today that took effect on another date, that one is shown.
 * The server's text stays while the date is the same: formatting a message with an argument in
 * the browser starts its ICU locale data, about 30-50 ms at 4x CPU inside the salary page's
 * hydration (docs/benchmarks.md section 3.2).
 */
export function RuleBasisDate({ rendered, children }: { rendered: IsoDate; children: ReactNode }) {
  const t = useTranslations('SalaryCalculator');
  const locale = useLocale();
  const parameters = useSalaryParameters();
  const validFrom = parameters.status === 'ready' ? parameters.basis.validFrom : rendered;
  return (
    <p className="mt-3 text-sm text-muted">
      {validFrom === rendered
        ? children
        : t.rich('basisUpdated', basisUpdatedValues(validFrom, locale))}
    </p>
  );
}
