import type { Locale } from 'next-intl';
import { site } from '@/lib/site';
import { escapeHtml, escapeMultiline, headerSafe } from './escape';
import {
  CONFIRMATIONS,
  fieldLabel,
  GREETINGS,
  STAFF_TITLES,
  yesNo,
  valueLabel,
  type VisitorLeadKind,
} from './labels';
import { htmlDocument, textFooter } from './layout';

export type LeadFieldValue = string | number | boolean | null | undefined;
export type LeadFields = Record<string, LeadFieldValue>;

export interface LeadEmailContent {
  kind: VisitorLeadKind;
  visitor: { email: string; name?: string | null; language: Locale };
  /** The submitted fields, in the order staff should read them. */
  fields: LeadFields;
  /** Extra paragraphs for the visitor's confirmation, already in their language. */
  confirmationDetails?: string[];
}

export interface RenderedEmail {
  subject: string;
  html: string;
  text: string;
}

// Staff read Swedish; the visitor's language is shown as a field so they know how to answer.
const STAFF_LOCALE: Locale = 'sv';

function display(field: string, value: LeadFieldValue, locale: Locale): string | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'boolean') return yesNo(value, locale);
  const text = valueLabel(field, value, locale).trim();
  return text === '' ? null : text;
}

function visitorName(content: LeadEmailContent): string {
  return headerSafe(content.visitor.name?.trim() || content.visitor.email, 80);
}

export function renderStaffNotification(content: LeadEmailContent): RenderedEmail {
  const locale = STAFF_LOCALE;
  const title = STAFF_TITLES[content.kind][locale];
  const subject = headerSafe(`${title}: ${visitorName(content)}`);
  const rows = Object.entries({ ...content.fields, language: content.visitor.language })
    .map(([field, value]) => [fieldLabel(field, locale), display(field, value, locale)] as const)
    .filter((row): row is readonly [string, string] => row[1] !== null);
  const htmlRows = rows
    .map(
      ([label, value]) =>
        `<tr><th align="left" valign="top" style="padding:6px 12px 6px 0;white-space:nowrap;">${escapeHtml(label)}</th>` +
        `<td style="padding:6px 0;">${escapeMultiline(value)}</td></tr>`,
    )
    .join('\n');
  const html = htmlDocument(
    locale,
    subject,
    `<h1 style="font-size:20px;margin:0 0 16px;">${escapeHtml(title)}</h1>\n` +
      `<table style="border-collapse:collapse;font-size:14px;">\n${htmlRows}\n</table>\n` +
      `<p style="font-size:13px;color:#6b7280;">Svara på det här mejlet för att svara avsändaren direkt.</p>`,
  );
  const text = [
    title,
    '',
    ...rows.map(([label, value]) => `${label}: ${value}`),
    '',
    textFooter(),
  ].join('\n');
  return { subject, html, text };
}

// The confirmation repeats nothing the visitor typed, not even their name: anyone can enter a
// stranger's address, and whatever the form echoes is their text mailed from our domain. A name
// cut down to letters and capped would still carry a message ("Hi Your account is locked call
// us now"), so the greeting is the plain "Hej!" / "Hello," of every other email we send. Its
// language is the form's (a choice from a list), and the academy's details are server data.
export function renderVisitorConfirmation(content: LeadEmailContent): RenderedEmail {
  const locale = content.visitor.language;
  const { subject: title, lead } = CONFIRMATIONS[content.kind][locale];
  const greeting = GREETINGS[locale];
  const hello = greeting.hello(null);
  const paragraphs = [lead, ...(content.confirmationDetails ?? [])];
  const subject = headerSafe(`${title} – ${site.name}`);
  const html = htmlDocument(
    locale,
    subject,
    [hello, ...paragraphs].map((p) => `<p>${escapeHtml(p)}</p>`).join('\n') +
      `\n<p>${escapeHtml(greeting.regards)}<br>${escapeHtml(site.name)}</p>`,
  );
  const text = [
    hello,
    '',
    ...paragraphs.flatMap((p) => [p, '']),
    greeting.regards,
    site.name,
    '',
    textFooter(),
  ].join('\n');
  return { subject, html, text };
}
