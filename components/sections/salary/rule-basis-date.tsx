'use client';

import { useLocale, useTranslations } from 'next-intl';
import { formatIsoDate } from '@/lib/i18n/dates';
import type { IsoDate } from '@/lib/salary/rule-sets';
import { useSalaryParameters } from './salary-parameters';

/**
 * "The calculation basis was last updated on <date>": the date the rule set in force took effect.
 * The server renders the set it read when the page was built; once the calculator has read the
 * set in force today, that one's date is shown.
 */
export function RuleBasisDate({ rendered }: { rendered: IsoDate }) {
  const t = useTranslations('SalaryCalculator');
  const locale = useLocale();
  const parameters = useSalaryParameters();
  const validFrom = parameters.status === 'ready' ? parameters.basis.validFrom : rendered;
  return (
    <p className="mt-3 text-sm text-muted">
      {t.rich('basisUpdated', {
        date: formatIsoDate(validFrom, locale),
        time: (chunks) => <time dateTime={validFrom}>{chunks}</time>,
      })}
    </p>
  );
}
