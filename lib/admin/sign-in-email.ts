import type { Locale } from 'next-intl';
import type { RenderedEmail } from '@/lib/email/render';
import { renderButtonLetter } from '@/lib/email/templates';
import { translatorFor } from '@/lib/i18n/translator';

/** The email with a staff member's sign-in link (messages: AdminSignInEmail). */
export function renderSignInEmail(
  locale: Locale,
  url: string,
  minutes: number,
): Promise<RenderedEmail> {
  const t = translatorFor(locale, 'AdminSignInEmail');
  return renderButtonLetter(
    locale,
    t('subject'),
    { lead: t('lead'), button: { href: url, label: t('button') }, note: t('valid', { minutes }) },
    false,
  );
}
