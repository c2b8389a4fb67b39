import type { Locale } from 'next-intl';
import { createElement } from 'react';
import { Letter } from '@/lib/email/components/letter';
import { renderEmail } from '@/lib/email/render';
import type { RenderedEmail } from '@/lib/email/render';
import { translatorFor } from '@/lib/i18n/translator';
import { site } from '@/lib/site';

/** The email with a staff member's sign-in link (messages: AdminSignInEmail). */
export function renderSignInEmail(
  locale: Locale,
  url: string,
  minutes: number,
): Promise<RenderedEmail> {
  const t = translatorFor(locale, 'AdminSignInEmail');
  const subject = `${t('subject')} – ${site.name}`;
  const [lead, label, valid] = [t('lead'), t('button'), t('valid', { minutes })];
  return renderEmail(
    subject,
    createElement(Letter, {
      locale,
      title: subject,
      paragraphs: [lead],
      button: { href: url, label },
      note: valid,
    }),
    [lead, '', `${label}: ${url}`, '', valid],
  );
}
