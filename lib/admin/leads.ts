import 'server-only';
import type { Db } from '@/lib/db/client';
import { Prisma } from '@/lib/db/generated/client';
import { batchesOf } from './export-stream';
import type { InboxLeadKind, InboxLeadStatus, LeadFilters } from './lead-filters';

// The inbox: every kind of lead in one list. Leads live in three tables (contact_messages holds
// three kinds), so the list is one UNION ALL in SQL, joined with lead_states (status and note; no
// row = new), filtered, sorted newest first and paged in the database.

export const LEADS_PAGE_SIZE = 25;
/** The most rows one export holds: the newest, when the filters match more (said in its name). */
export const EXPORT_LIMIT = 10_000;
/** Rows read from the database at a time while an export is written. */
const EXPORT_BATCH = 500;

export interface LeadRow {
  kind: InboxLeadKind;
  id: string;
  createdAt: Date;
  name: string | null;
  email: string;
  company: string | null;
  phone: string | null;
  message: string | null;
  language: string;
  status: InboxLeadStatus;
  note: string;
  /** Where it came from (lead_sources); null when unknown. */
  sourcePage: string | null;
  referrerHost: string | null;
  utmSource: string | null;
  utmMedium: string | null;
  utmCampaign: string | null;
}

/** Every lead of every kind, with the inbox's columns (kind, id, created_at, ...). */
export const LEAD_UNION = Prisma.sql`
  SELECT kind::text AS kind, id, created_at, language::text AS language,
         COALESCE(name, NULLIF(CONCAT_WS(' ', first_name, last_name), '')) AS name,
         email, company, phone, message
    FROM contact_messages
  UNION ALL
  SELECT 'academy', id, created_at, language::text, contact_name, contact_email, company_name,
         contact_phone, message
    FROM academy_registrations
  UNION ALL
  SELECT 'newsletter', id, created_at, language::text, NULL, email, NULL, NULL, NULL
    FROM newsletter_subscribers`;

/** `column` (a timestamptz) is on or after the start of calendar `day` in Stockholm. */
export const sinceDay = (column: Prisma.Sql, day: string) =>
  Prisma.sql`${column} >= (${day}::date)::timestamp AT TIME ZONE 'Europe/Stockholm'`;
/** `column` (a timestamptz) is before the end of calendar `day` in Stockholm. */
export const untilDay = (column: Prisma.Sql, day: string) =>
  Prisma.sql`${column} < ((${day}::date + 1)::timestamp AT TIME ZONE 'Europe/Stockholm')`;

/** `%`, `_` and `\` match themselves in the search. */
function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** Where an export's previous batch ended: the rows after it in the list's order come next. */
interface After {
  createdAt: Date;
  id: string;
}

function where(filters: LeadFilters, after?: After): Prisma.Sql {
  const conditions: Prisma.Sql[] = [];
  if (after) {
    conditions.push(
      Prisma.sql`(l.created_at, l.id) < (${after.createdAt}::timestamptz, ${after.id}::uuid)`,
    );
  }
  if (filters.kind) conditions.push(Prisma.sql`l.kind = ${filters.kind}`);
  if (filters.status) {
    conditions.push(Prisma.sql`COALESCE(s.status::text, 'new') = ${filters.status}`);
  }
  if (filters.from) conditions.push(sinceDay(Prisma.sql`l.created_at`, filters.from));
  if (filters.to) conditions.push(untilDay(Prisma.sql`l.created_at`, filters.to));
  if (filters.sourcePage) conditions.push(Prisma.sql`src.page = ${filters.sourcePage}`);
  if (filters.campaign) conditions.push(Prisma.sql`src.utm_campaign = ${filters.campaign}`);
  if (filters.referrer) conditions.push(Prisma.sql`src.referrer_host = ${filters.referrer}`);
  if (filters.q) {
    const pattern = likePattern(filters.q);
    conditions.push(
      Prisma.sql`(l.name ILIKE ${pattern} OR l.email ILIKE ${pattern} OR l.company ILIKE ${pattern})`,
    );
  }
  return conditions.length > 0
    ? Prisma.sql`WHERE ${Prisma.join(conditions, ' AND ')}`
    : Prisma.empty;
}

const FROM = Prisma.sql`FROM (${LEAD_UNION}) AS l
  LEFT JOIN lead_states s ON s.lead_kind::text = l.kind AND s.lead_id = l.id
  LEFT JOIN lead_sources src ON src.lead_kind::text = l.kind AND src.lead_id = l.id`;

async function select(
  db: Db,
  filters: LeadFilters,
  limit: number,
  offset: number,
  after?: After,
): Promise<LeadRow[]> {
  // Aliased to LeadRow's names; PostgreSQL gives timestamptz as a Date.
  return db.$queryRaw<LeadRow[]>`
    SELECT l.kind, l.id::text AS id, l.created_at AS "createdAt", l.name, l.email, l.company,
           l.phone, l.message, l.language, COALESCE(s.status::text, 'new') AS status,
           COALESCE(s.note, '') AS note, src.page AS "sourcePage",
           src.referrer_host AS "referrerHost", src.utm_source AS "utmSource",
           src.utm_medium AS "utmMedium", src.utm_campaign AS "utmCampaign"
      ${FROM}
      ${where(filters, after)}
     ORDER BY l.created_at DESC, l.id DESC
     LIMIT ${limit} OFFSET ${offset}`;
}

/** How many leads the filters match. */
export async function countLeads(db: Db, filters: LeadFilters): Promise<number> {
  const [{ count }] = await db.$queryRaw<[{ count: bigint | number }]>`
    SELECT COUNT(*) AS count ${FROM} ${where(filters)}`;
  return Number(count);
}

/** One page of the leads the filters match, with how many they match in all. */
export async function listLeads(db: Db, filters: LeadFilters, pageSize = LEADS_PAGE_SIZE) {
  const total = await countLeads(db, filters);
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  const page = Math.min(filters.page, pageCount);
  const leads = await select(db, filters, pageSize, (page - 1) * pageSize);
  return { leads, total, page, pageCount };
}

/**
 * The leads the filters match, newest first, for an export: at most `limit`, read `batchSize`
 * at a time (each batch starts where the last one ended, in the list's order).
 */
export function exportLeadBatches(
  db: Db,
  filters: LeadFilters,
  { limit = EXPORT_LIMIT, batchSize = EXPORT_BATCH } = {},
): AsyncGenerator<LeadRow[]> {
  return batchesOf((size, after) => select(db, filters, size, 0, after), limit, batchSize);
}
