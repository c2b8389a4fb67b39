import { referrerDomain, sanitizeUtm } from '@/lib/insights/classify';
import { appPathnames } from '@/lib/i18n/routing';
import { isIsoDate } from '@/lib/salary/rules';
import { cleanLine } from '@/lib/validation/text';

// The inbox's filters, read from the query string (GET forms: they work without JavaScript and
// every filtered view has an address). Anything unknown or malformed is ignored, never an error.

export const LEAD_KINDS = ['contact', 'techsverige', 'reference', 'academy', 'newsletter'] as const;
export type InboxLeadKind = (typeof LEAD_KINDS)[number];
export const LEAD_STATUSES = ['new', 'in_progress', 'done'] as const;
export type InboxLeadStatus = (typeof LEAD_STATUSES)[number];

/** The longest internal note a lead can have. */
export const NOTE_MAX_LENGTH = 5_000;

export interface LeadFilters {
  kind: InboxLeadKind | null;
  status: InboxLeadStatus | null;
  /** Inclusive calendar dates (YYYY-MM-DD) in Europe/Stockholm. */
  from: string | null;
  to: string | null;
  /** Searched in name, email and company (case-insensitive substring). */
  q: string;
  /** The page the lead was sent from (the page registry's pathname). */
  sourcePage: string | null;
  /** Its page address's utm_campaign, as counted (lib/insights/classify.ts). */
  campaign: string;
  /** The site whose link opened the visit (its host, as lib/leads/source.ts keeps it), or ''. */
  referrer: string;
  page: number;
}

/** A page's searchParams, or a query string's entries. */
export type Params = Record<string, string | string[] | undefined>;

const first = (value: string | string[] | undefined): string =>
  (Array.isArray(value) ? value[0] : value)?.trim() ?? '';

const isOneOf =
  <T extends string>(values: readonly T[]) =>
  (value: unknown): value is T =>
    typeof value === 'string' && (values as readonly string[]).includes(value);

export const isInboxLeadKind = isOneOf(LEAD_KINDS);
export const isInboxLeadStatus = isOneOf(LEAD_STATUSES);

export function parseLeadFilters(params: Params): LeadFilters {
  const kind = first(params.kind);
  const status = first(params.status);
  const from = first(params.from);
  const to = first(params.to);
  const page = Number.parseInt(first(params.page), 10);
  return {
    kind: isInboxLeadKind(kind) ? kind : null,
    status: isInboxLeadStatus(status) ? status : null,
    from: isIsoDate(from) ? from : null,
    to: isIsoDate(to) ? to : null,
    // The search goes into SQL as a parameter: no NUL (PostgreSQL refuses it) or other control.
    q: cleanLine(first(params.q)).trim().slice(0, 200),
    sourcePage: (appPathnames as string[]).includes(first(params.source))
      ? first(params.source)
      : null,
    campaign: sanitizeUtm(first(params.campaign)),
    // A host as typed, or a whole address pasted: its domain, as lead sources keep it.
    referrer: referrerDomain(
      `https://${first(params.referrer)
        .slice(0, 300)
        .replace(/^[a-z]+:\/\//i, '')}/`,
      [],
    ),
    page: Number.isFinite(page) && page > 0 ? page : 1,
  };
}

/** The query string of `filters` (without the page unless asked), for links and the export. */
export function leadFilterQuery(filters: LeadFilters, page?: number): string {
  const query = new URLSearchParams();
  if (filters.kind) query.set('kind', filters.kind);
  if (filters.status) query.set('status', filters.status);
  if (filters.from) query.set('from', filters.from);
  if (filters.to) query.set('to', filters.to);
  if (filters.q) query.set('q', filters.q);
  if (filters.sourcePage) query.set('source', filters.sourcePage);
  if (filters.campaign) query.set('campaign', filters.campaign);
  if (filters.referrer) query.set('referrer', filters.referrer);
  if (page && page > 1) query.set('page', String(page));
  const text = query.toString();
  return text ? `?${text}` : '';
}
