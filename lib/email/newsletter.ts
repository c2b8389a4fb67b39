import type { Locale } from 'next-intl';
import type { RenderedEmail } from './render';
import { renderButtonLetter, renderLetter } from './templates';
import { translatorFor } from '@/lib/i18n/translator';

// The newsletter's own emails: the double opt-in request, and the welcome that every later email
// to a subscriber resembles (a visible unsubscribe link, and List-Unsubscribe headers in the
// outbox row, see unsubscribeHeaders).

export function renderNewsletterConfirmRequest(
  locale: Locale,
  confirmUrl: string,
  validDays: number,
): Promise<RenderedEmail> {
  const t = translatorFor(locale, 'EmailNewsletter');
  return renderButtonLetter(locale, t('confirmSubject'), {
    lead: t('confirmLead'),
    button: { href: confirmUrl, label: t('confirmButton') },
    note: t('confirmValid', { days: validDays }),
  });
}

export function renderNewsletterWelcome(
  locale: Locale,
  unsubscribeUrl: string,
): Promise<RenderedEmail> {
  const t = translatorFor(locale, 'EmailNewsletter');
  return renderLetter(locale, t('welcomeSubject'), {
    paragraphs: [t('welcomeLead')],
    link: { href: unsubscribeUrl, label: t('unsubscribe') },
  });
}

/** RFC 2369 + RFC 8058: mail clients offer one-click unsubscribe by POSTing to `oneClickUrl`. */
export function unsubscribeHeaders(oneClickUrl: string): Record<string, string> {
  return {
    'List-Unsubscribe': `<${oneClickUrl}>`,
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
  };
}
