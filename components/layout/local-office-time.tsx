'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useSyncExternalStore } from 'react';
import { formatOfficeHoursRange, officeHoursInZone } from '@/lib/time/office-hours';

const noop = () => () => {};
const browserZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;
const serverZone = () => null;

/**
 * Swedish office hours in the visitor's own time zone. The server (and the prerendered HTML)
 * knows no visitor zone, so the line appears only after hydration, without a mismatch.
 */
export function LocalOfficeTime({ className }: { className?: string }) {
  const t = useTranslations('LocalOfficeTime');
  const locale = useLocale();
  const timeZone = useSyncExternalStore(noop, browserZone, serverZone);
  if (!timeZone) return null;

  let text: string;
  try {
    const hours = officeHoursInZone({ date: new Date(), timeZone, locale });
    text = hours.sameAsOffice
      ? t('sameZone')
      : t('yourTime', {
          range: formatOfficeHoursRange(hours, { previousDay: t('previousDay'), nextDay: t('nextDay') }),
        });
  } catch {
    return null; // an unknown zone name from an exotic browser: show only Swedish time
  }
  return (
    <p className={className} data-testid="local-office-time">
      {text}
    </p>
  );
}
