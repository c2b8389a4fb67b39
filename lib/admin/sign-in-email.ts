import type { Locale } from 'next-intl';
import { escapeHtml } from '@/lib/email/escape';
import { htmlDocument, textFooter } from '@/lib/email/layout';
import type { RenderedEmail } from '@/lib/email/templates';
import { site } from '@/lib/site';

const COPY = {
  sv: {
    subject: 'Logga in i administrationen',
    lead: 'Någon (förhoppningsvis ni) bad om en inloggningslänk till administrationen.',
    button: 'Logga in',
    valid: (minutes: number) =>
      `Länken fungerar en gång och i ${minutes}\u00a0minuter. Bad ni inte om den kan ni bortse från det här mejlet.`,
  },
  en: {
    subject: 'Sign in to the back office',
    lead: 'Someone (hopefully you) asked for a sign-in link to the back office.',
    button: 'Sign in',
    valid: (minutes: number) =>
      `The link works once and for ${minutes} minutes. If you did not ask for it, you can ignore this email.`,
  },
} as const;

/** The email with a staff member's sign-in link. */
export function renderSignInEmail(locale: Locale, url: string, minutes: number): RenderedEmail {
  const copy = COPY[locale];
  const subject = `${copy.subject} – ${site.name}`;
  const html =
    `<p>${escapeHtml(copy.lead)}</p>\n` +
    `<p style="margin:24px 0;"><a href="${escapeHtml(url)}" style="display:inline-block;background:#174a80;color:#ffffff;text-decoration:none;font-weight:600;padding:12px 20px;border-radius:6px;">${escapeHtml(copy.button)}</a></p>\n` +
    `<p style="font-size:13px;color:#6b7280;">${escapeHtml(copy.valid(minutes))}</p>`;
  return {
    subject,
    html: htmlDocument(locale, subject, html),
    text: [copy.lead, '', `${copy.button}: ${url}`, '', copy.valid(minutes), '', textFooter()].join(
      '\n',
    ),
  };
}
