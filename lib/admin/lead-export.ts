import type { Locale } from 'next-intl';
import type { CsvValue } from './csv';
import type { InboxLeadKind, InboxLeadStatus } from './lead-filters';
import type { LeadRow } from './leads';

// The export's columns, in the staff member's language. Times are Stockholm local time, as staff
// read them; the kind and status are words, not codes.

export const LEAD_CSV_HEADER: Record<Locale, string[]> = {
  sv: [
    'Typ',
    'Inkommen',
    'Namn',
    'E-post',
    'Företag',
    'Telefon',
    'Språk',
    'Status',
    'Intern anteckning',
    'Meddelande',
    'Id',
    'Skickad från sidan',
    'Hänvisande webbplats',
    'utm_source',
    'utm_medium',
    'utm_campaign',
  ],
  en: [
    'Kind',
    'Received',
    'Name',
    'Email',
    'Company',
    'Phone',
    'Language',
    'Status',
    'Internal note',
    'Message',
    'Id',
    'Sent from the page',
    'Referring website',
    'utm_source',
    'utm_medium',
    'utm_campaign',
  ],
};

const KINDS: Record<Locale, Record<InboxLeadKind, string>> = {
  sv: {
    contact: 'Kontakt',
    techsverige: 'Techsverige',
    reference: 'Referens',
    academy: 'Akademin',
    newsletter: 'Nyhetsbrev',
  },
  en: {
    contact: 'Contact',
    techsverige: 'Techsverige',
    reference: 'Reference',
    academy: 'Academy',
    newsletter: 'Newsletter',
  },
};

const STATUSES: Record<Locale, Record<InboxLeadStatus, string>> = {
  sv: { new: 'Ny', in_progress: 'Pågår', done: 'Klar' },
  en: { new: 'New', in_progress: 'In progress', done: 'Done' },
};

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
  return leads.map((lead) => [
    KINDS[locale][lead.kind],
    stockholmTime(lead.createdAt),
    lead.name,
    lead.email,
    lead.company,
    lead.phone,
    lead.language,
    STATUSES[locale][lead.status],
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
