import type { Locale } from 'next-intl';
import { site } from '@/lib/site';
import { escapeHtml } from './escape';
import { GREETINGS } from './labels';
import { htmlDocument, textFooter } from './layout';
import type { RenderedEmail } from './templates';

// The newsletter's own emails: the double opt-in request, and the welcome that every later email
// to a subscriber resembles (a visible unsubscribe link, and List-Unsubscribe headers in the
// outbox row, see unsubscribeHeaders).

const COPY = {
  sv: {
    confirmSubject: 'Bekräfta er prenumeration',
    confirmLead:
      'Tack för att ni vill prenumerera på vårt nyhetsbrev. Bekräfta er e-postadress med knappen nedan.',
    confirmButton: 'Bekräfta prenumerationen',
    confirmValid: (days: number) =>
      `Länken gäller i ${days}\u00a0dagar. Har ni inte anmält er kan ni bortse från det här mejlet – utan bekräftelse skickar vi inget mer.`,
    welcomeSubject: 'Välkommen som prenumerant',
    welcomeLead:
      'Er prenumeration är bekräftad. Vi hör av oss när det finns nyheter om arbetstillstånd, rekrytering och relocation.',
    unsubscribe: 'Vill ni inte längre få nyhetsbrevet? Avsluta prenumerationen',
  },
  en: {
    confirmSubject: 'Confirm your subscription',
    confirmLead:
      'Thank you for signing up for our newsletter. Please confirm your email address with the button below.',
    confirmButton: 'Confirm subscription',
    confirmValid: (days: number) =>
      `The link is valid for ${days} days. If you did not sign up, you can ignore this email – without confirmation we will not send you anything else.`,
    welcomeSubject: 'Welcome to our newsletter',
    welcomeLead:
      'Your subscription is confirmed. We will be in touch when there is news on work permits, recruitment and relocation.',
    unsubscribe: 'No longer want the newsletter? Unsubscribe',
  },
} as const;

const button = (url: string, label: string) =>
  `<p style="margin:24px 0;"><a href="${escapeHtml(url)}" style="display:inline-block;background:#174a80;color:#ffffff;text-decoration:none;font-weight:600;padding:12px 20px;border-radius:6px;">${escapeHtml(label)}</a></p>`;

function letter(locale: Locale, subject: string, html: string, text: string[]): RenderedEmail {
  const greeting = GREETINGS[locale];
  const title = `${subject} – ${site.name}`;
  return {
    subject: title,
    html: htmlDocument(
      locale,
      title,
      `<p>${escapeHtml(greeting.hello(null))}</p>\n${html}\n` +
        `<p>${escapeHtml(greeting.regards)}<br>${escapeHtml(site.name)}</p>`,
    ),
    text: [
      greeting.hello(null),
      '',
      ...text,
      '',
      greeting.regards,
      site.name,
      '',
      textFooter(),
    ].join('\n'),
  };
}

export function renderNewsletterConfirmRequest(
  locale: Locale,
  confirmUrl: string,
  validDays: number,
): RenderedEmail {
  const copy = COPY[locale];
  return letter(
    locale,
    copy.confirmSubject,
    `<p>${escapeHtml(copy.confirmLead)}</p>\n${button(confirmUrl, copy.confirmButton)}\n` +
      `<p style="font-size:13px;color:#6b7280;">${escapeHtml(copy.confirmValid(validDays))}</p>`,
    [
      copy.confirmLead,
      '',
      `${copy.confirmButton}: ${confirmUrl}`,
      '',
      copy.confirmValid(validDays),
    ],
  );
}

export function renderNewsletterWelcome(locale: Locale, unsubscribeUrl: string): RenderedEmail {
  const copy = COPY[locale];
  return letter(
    locale,
    copy.welcomeSubject,
    `<p>${escapeHtml(copy.welcomeLead)}</p>\n` +
      `<p style="font-size:13px;color:#6b7280;"><a href="${escapeHtml(unsubscribeUrl)}">${escapeHtml(copy.unsubscribe)}</a></p>`,
    [copy.welcomeLead, '', `${copy.unsubscribe}: ${unsubscribeUrl}`],
  );
}

/** RFC 2369 + RFC 8058: mail clients offer one-click unsubscribe by POSTing to `oneClickUrl`. */
export function unsubscribeHeaders(oneClickUrl: string): Record<string, string> {
  return {
    'List-Unsubscribe': `<${oneClickUrl}>`,
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
  };
}
