'use client';

import type { Locale } from 'next-intl';
import { useBrowserValue } from '@/components/ui/use-hydrated';
import { formatOfficeHoursRange, officeHoursInZone } from '@/lib/time/office-hours';

const browserZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/** Built on the server by localOfficeTimeTexts (./local-office-time-texts.ts). */
export interface LocalOfficeTimeTexts {
  locale: Locale;
  /** The text before and after the range in "Your local time: {range}". */
  yourTime: [before: string, after: string];
  previousDay: string;
  nextDay: string;
  sameZone: string;
}

/**
 * Swedish office hours in the visitor's own time zone. The server (and the prerendered HTML)
 * knows no visitor zone, so the line appears only after hydration, without a mismatch.
 */
export function LocalOfficeTime({
  className,
  texts,
}: {
  className?: string;
  texts: LocalOfficeTimeTexts;
}) {
  const timeZone = useBrowserValue<string | null>(browserZone, null);
  if (!timeZone) return null;

  let text: string;
  try {
    const hours = officeHoursInZone({ date: new Date(), timeZone, locale: texts.locale });
    const [before, after] = texts.yourTime;
    text = hours.sameAsOffice
      ? texts.sameZone
      : before + formatOfficeHoursRange(hours, texts) + after;
  } catch {
    return null; // an unknown zone name from an exotic browser: show only Swedish time
  }
  return (
    <p className={className} data-testid="local-office-time">
      {text}
    </p>
  );
}
