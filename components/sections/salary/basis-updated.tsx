import type { Locale } from 'next-intl';
import type { ReactNode } from 'react';
import { formatIsoDate } from '@/lib/i18n/dates';
import type { IsoDate } from '@/lib/salary/rules';

/**
 * The arguments of SalaryCalculator.basisUpdated ("The calculation basis was last updated on
 * <time>1 June 2026</time>."), for the server's text and the browser's alike.
 */
export function basisUpdatedValues(validFrom: IsoDate, locale: Locale) {
  return {
    date: formatIsoDate(validFrom, locale),
    time: (chunks: ReactNode) => <time dateTime={validFrom}>{chunks}</time>,
  };
}
