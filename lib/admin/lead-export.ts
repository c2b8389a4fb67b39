import type { Locale } from 'next-intl';
import { translatorFor } from '@/lib/i18n/translator';
import type { CsvValue } from './csv';
import type { LeadRow } from './leads';

// The export's columns, in the staff member's language. Times are Stockholm local time, as staff
// read them; the kind and status are words, not codes.

type Translator = ReturnType<typeof translatorFor<'LeadExport'>>;

// The columns in the export's order: each one's key in messages LeadExport.columns, and its value.
const COLUMNS = {
  kind: (lead, t) => t(`kinds.${lead.kind}`),
  received: (lead) => stockholmTime(lead.createdAt),
  name: (lead) => lead.name,
  email: (lead) => lead.email,
  company: (lead) => lead.company,
  phone: (lead) => lead.phone,
  language: (lead) => lead.language,
  status: (lead, t) => t(`statuses.${lead.status}`),
  note: (lead) => lead.note,
  message: (lead) => lead.message,
  id: (lead) => lead.id,
  sourcePage: (lead) => lead.sourcePage,
  referrer: (lead) => lead.referrerHost,
  utmSource: (lead) => lead.utmSource,
  utmMedium: (lead) => lead.utmMedium,
  utmCampaign: (lead) => lead.utmCampaign,
} satisfies Record<string, (lead: LeadRow, t: Translator) => CsvValue>;
const columns = Object.keys(COLUMNS) as (keyof typeof COLUMNS)[];

const header = (locale: Locale) => {
  const t = translatorFor(locale, 'LeadExport');
  return columns.map((column) => t(`columns.${column}`));
};

export const LEAD_CSV_HEADER: Record<Locale, string[]> = { sv: header('sv'), en: header('en') };

/** "2026-11-23 14:05" in Stockholm. */
export function stockholmTime(date: Date): string {
  return new Intl.DateTimeFormat('sv-SE', {
    timeZone: 'Europe/Stockholm',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  }).format(date);
}

export function leadCsvRows(leads: readonly LeadRow[], locale: Locale): CsvValue[][] {
  const t = translatorFor(locale, 'LeadExport');
  return leads.map((lead) => columns.map((column) => COLUMNS[column](lead, t)));
}
