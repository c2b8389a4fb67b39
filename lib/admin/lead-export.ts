import type { Locale } from 'next-intl';
import { translatorFor } from '@/lib/i18n/translator';
import type { CsvValue } from './csv';
import type { LeadRow } from './leads';

// The export's columns, in the staff member's language. Times are Stockholm local time, as staff
// read them; the kind and status are words, not codes.

// Column keys of messages LeadExport.columns, in the export's order.
const COLUMNS = [
  'kind',
  'received',
  'name',
  'email',
  'company',
  'phone',
  'language',
  'status',
  'note',
  'message',
  'id',
  'sourcePage',
  'referrer',
  'utmSource',
  'utmMedium',
  'utmCampaign',
] as const;

const header = (locale: Locale) => {
  const t = translatorFor(locale, 'LeadExport');
  return COLUMNS.map((column) => t(`columns.${column}`));
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
  return leads.map((lead) => [
    t(`kinds.${lead.kind}`),
    stockholmTime(lead.createdAt),
    lead.name,
    lead.email,
    lead.company,
    lead.phone,
    lead.language,
    t(`statuses.${lead.status}`),
    lead.note,
    lead.message,
    lead.id,
    lead.sourcePage,
    lead.referrerHost,
    lead.utmSource,
    lead.utmMedium,
    lead.utmCampaign,
  ]);
}
