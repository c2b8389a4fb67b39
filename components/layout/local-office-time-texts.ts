import 'server-only';
import { getLocale, getTranslations } from 'next-intl/server';
import type { LocalOfficeTimeTexts } from './local-office-time';

// Marks where the browser puts its part of a message (the visitor's range here, the year in the
// footer's copyright line); no message contains it.
export const SLOT = '\u0000';

/**
 * The local-time line's texts, formatted on the server: the browser only puts the range between
 * `yourTime`'s two halves, so pages need no message formatter for it.
 */
export async function localOfficeTimeTexts(): Promise<LocalOfficeTimeTexts> {
  const [locale, t] = await Promise.all([getLocale(), getTranslations('LocalOfficeTime')]);
  const [before = '', after = ''] = t('yourTime', { range: SLOT }).split(SLOT);
  return {
    locale,
    yourTime: [before, after],
    previousDay: t('previousDay'),
    nextDay: t('nextDay'),
    sameZone: t('sameZone'),
  };
}
