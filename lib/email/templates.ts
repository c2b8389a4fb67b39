import type { Locale } from 'next-intl';
import { createElement } from 'react';
import { site } from '@/lib/site';
import { Letter, letterText, type LetterProps } from './components/letter';
import { StaffNotification } from './components/staff-notification';
import { headerSafe } from './escape';
import { fieldLabel, yesNo, valueLabel, type VisitorLeadKind } from './labels';
import { renderEmail, type RenderedEmail } from './render';
import { translatorFor } from '@/lib/i18n/translator';

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

export function renderStaffNotification(content: LeadEmailContent): Promise<RenderedEmail> {
  const locale = STAFF_LOCALE;
  const t = translatorFor(locale, 'Email');
  const title = t(`staffTitles.${content.kind}`);
  const subject = headerSafe(`${title}: ${visitorName(content)}`);
  const rows = Object.entries({ ...content.fields, language: content.visitor.language })
    .map(([field, value]) => [fieldLabel(field, locale), display(field, value, locale)] as const)
    .filter((row): row is readonly [string, string] => row[1] !== null);
  return renderEmail(
    subject,
    createElement(StaffNotification, {
      locale,
      title: subject,
      heading: title,
      rows,
      replyHint: t('replyHint'),
    }),
    [title, '', ...rows.map(([label, value]) => `${label}: ${value}`)],
  );
}

// The confirmation repeats nothing the visitor typed, not even their name: anyone can enter a
// stranger's address, and whatever the form echoes is their text mailed from our domain. A name
// cut down to letters and capped would still carry a message ("Hi Your account is locked call
// us now"), so the greeting is the plain "Hej!" / "Hello," of every other email we send. Its
// language is the form's (a choice from a list), and the academy's details are server data.
export function renderVisitorConfirmation(content: LeadEmailContent): Promise<RenderedEmail> {
  const locale = content.visitor.language;
  const t = translatorFor(locale, 'Email');
  const paragraphs = [
    t(`confirmations.${content.kind}.lead`),
    ...(content.confirmationDetails ?? []),
  ];
  return renderLetter(locale, t(`confirmations.${content.kind}.subject`), { paragraphs });
}

type LetterContent = Pick<LetterProps, 'paragraphs' | 'button' | 'note' | 'link'>;

/**
 * A letter to one reader: "Hej!", the content, "Vänliga hälsningar" and the company's name; a
 * notice to staff (`signed` false) is the content alone.
 */
export function renderLetter(
  locale: Locale,
  title: string,
  content: LetterContent,
  signed = true,
): Promise<RenderedEmail> {
  const t = translatorFor(locale, 'Email');
  const subject = headerSafe(`${title} – ${site.name}`);
  const signature = signed
    ? { greeting: t('greeting'), signOff: { regards: t('regards'), name: site.name } }
    : {};
  const letter: LetterProps = { locale, title: subject, ...signature, ...content };
  return renderEmail(subject, createElement(Letter, letter), letterText(letter));
}

/** A letter whose point is one button: the lead, the button, a note. */
export function renderButtonLetter(
  locale: Locale,
  title: string,
  { lead, button, note }: { lead: string; button: { href: string; label: string }; note: string },
  signed = true,
): Promise<RenderedEmail> {
  return renderLetter(locale, title, { paragraphs: [lead], button, note }, signed);
}
