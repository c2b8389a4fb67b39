import 'server-only';
import type { Db } from '@/lib/db/client';
import { Prisma } from '@/lib/db/generated/client';
import { batchesOf } from './export-stream';
import { daysOf, type InsightsRange } from './insights-range';
import { LEAD_UNION, sinceDay, untilDay } from './leads';

// What /admin/insights shows for a range of days: the page-view counts (page_view_counts, one
// row per day and combination, nothing about a person) and the leads with their source
// (lead_sources). All sums are made in the database.

/** Pages that carry a lead form of their own (the newsletter form is in every page's footer). */
export const LEAD_FORM_PAGES = ['/contact', '/techsverige', '/reference', '/academy'] as const;
const TOP = 20;

const n = (value: bigint | number | null) => Number(value ?? 0);

function inRange(range: InsightsRange) {
  return Prisma.sql`day BETWEEN ${range.from}::date AND ${range.to}::date`;
}
function createdInRange(column: Prisma.Sql, range: InsightsRange) {
  return Prisma.sql`${sinceDay(column, range.from)} AND ${untilDay(column, range.to)}`;
}

export async function loadInsights(db: Db, range: InsightsRange) {
  const where = inRange(range);
  const [daily, pages, referrers, campaigns, campaignLeads, weeks, pageLeads] = await Promise.all([
    db.$queryRaw<{ day: string; views: bigint }[]>`
      SELECT day::text AS day, SUM(views) AS views FROM page_view_counts
       WHERE ${where} GROUP BY day`,
    db.$queryRaw<{ page: string; sv: bigint | null; en: bigint | null; total: bigint }[]>`
      SELECT page, SUM(views) FILTER (WHERE language = 'sv') AS sv,
             SUM(views) FILTER (WHERE language = 'en') AS en, SUM(views) AS total
        FROM page_view_counts WHERE ${where} GROUP BY page`,
    db.$queryRaw<{ host: string; views: bigint }[]>`
      SELECT referrer_host AS host, SUM(views) AS views FROM page_view_counts
       WHERE ${where} AND referrer_host <> ''
       GROUP BY referrer_host ORDER BY views DESC, host LIMIT ${TOP}`,
    db.$queryRaw<{ source: string; medium: string; campaign: string; views: bigint }[]>`
      SELECT utm_source AS source, utm_medium AS medium, utm_campaign AS campaign,
             SUM(views) AS views FROM page_view_counts
       WHERE ${where} AND (utm_source <> '' OR utm_medium <> '' OR utm_campaign <> '')
       GROUP BY utm_source, utm_medium, utm_campaign
       ORDER BY views DESC, source, medium, campaign LIMIT ${TOP}`,
    db.$queryRaw<{ source: string; medium: string; campaign: string; leads: bigint }[]>`
      SELECT utm_source AS source, utm_medium AS medium, utm_campaign AS campaign,
             COUNT(*) AS leads FROM lead_sources
       WHERE ${createdInRange(Prisma.sql`created_at`, range)}
         AND (utm_source <> '' OR utm_medium <> '' OR utm_campaign <> '')
       GROUP BY utm_source, utm_medium, utm_campaign`,
    db.$queryRaw<{ week: string; kind: string; leads: bigint }[]>`
      SELECT date_trunc('week', l.created_at AT TIME ZONE 'Europe/Stockholm')::date::text AS week,
             l.kind, COUNT(*) AS leads
        FROM (${LEAD_UNION}) AS l
       WHERE ${createdInRange(Prisma.sql`l.created_at`, range)}
       GROUP BY 1, 2 ORDER BY 1`,
    db.$queryRaw<{ page: string; leads: bigint }[]>`
      SELECT page, COUNT(*) AS leads FROM lead_sources
       WHERE ${createdInRange(Prisma.sql`created_at`, range)} GROUP BY page`,
  ]);

  const perDay = new Map(daily.map((row) => [row.day, n(row.views)]));
  const byPage = new Map(
    pages.map(({ page, sv, en, total }) => [page, { page, sv: n(sv), en: n(en), total: n(total) }]),
  );
  const leadsOf = new Map(pageLeads.map((row) => [row.page, n(row.leads)]));
  const formPages = new Set<string>([...LEAD_FORM_PAGES, ...leadsOf.keys()]);
  const campaignKey = (row: { source: string; medium: string; campaign: string }) =>
    `${row.source}\u0000${row.medium}\u0000${row.campaign}`;
  const leadsPerCampaign = new Map(campaignLeads.map((row) => [campaignKey(row), n(row.leads)]));
  return {
    total: [...perDay.values()].reduce((sum, views) => sum + views, 0),
    daily: daysOf(range).map((day) => ({ day, views: perDay.get(day) ?? 0 })),
    pages: [...byPage.values()].sort((a, b) => b.total - a.total || a.page.localeCompare(b.page)),
    referrers: referrers.map((row) => ({ host: row.host, views: n(row.views) })),
    campaigns: campaigns.map((row) => ({
      source: row.source,
      medium: row.medium,
      campaign: row.campaign,
      views: n(row.views),
      leads: leadsPerCampaign.get(campaignKey(row)) ?? 0,
    })),
    /** Per ISO week (its Monday, YYYY-MM-DD), the leads of each kind. */
    leadWeeks: [...Map.groupBy(weeks, (row) => row.week)].map(([week, rows]) => ({
      week,
      counts: Object.fromEntries(rows.map((row) => [row.kind, n(row.leads)])),
    })),
    conversions: [...formPages]
      .map((page) => ({ page, views: byPage.get(page)?.total ?? 0, leads: leadsOf.get(page) ?? 0 }))
      .sort((a, b) => a.page.localeCompare(b.page)),
  };
}

export interface ExportRow {
  day: string;
  page: string;
  language: string;
  referrerHost: string;
  utmSource: string;
  utmMedium: string;
  utmCampaign: string;
  device: string;
  views: number;
}

/** The most rows one page-view export holds: the period's first, when it has more (said in its name). */
export const PAGE_VIEW_EXPORT_LIMIT = 100_000;
const PAGE_VIEW_EXPORT_BATCH = 2_000;

/** How many counted rows the range has. */
export async function countPageViewRows(db: Db, range: InsightsRange): Promise<number> {
  const [{ count }] = await db.$queryRaw<[{ count: bigint | number }]>`
    SELECT COUNT(*) AS count FROM page_view_counts WHERE ${inRange(range)}`;
  return Number(count);
}

/**
 * Every counted row of the range (day by day), for the CSV export: at most `limit`, read
 * `batchSize` at a time, each batch after the last one's key (the table's primary key order).
 */
export function exportPageViewBatches(
  db: Db,
  range: InsightsRange,
  { limit = PAGE_VIEW_EXPORT_LIMIT, batchSize = PAGE_VIEW_EXPORT_BATCH } = {},
): AsyncGenerator<ExportRow[]> {
  return batchesOf<ExportRow>(
    async (size, after) => {
      const next = after
        ? Prisma.sql`AND (day, page, language, referrer_host, utm_source, utm_medium, utm_campaign,
          device) > (${after.day}::date, ${after.page}, ${after.language}::"Language",
          ${after.referrerHost}, ${after.utmSource}, ${after.utmMedium}, ${after.utmCampaign},
          ${after.device})`
        : Prisma.empty;
      const rows = await db.$queryRaw<(Omit<ExportRow, 'views'> & { views: number })[]>`
      SELECT day::text AS day, page, language::text AS language, referrer_host AS "referrerHost",
             utm_source AS "utmSource", utm_medium AS "utmMedium", utm_campaign AS "utmCampaign",
             device, views
        FROM page_view_counts WHERE ${inRange(range)} ${next}
       ORDER BY day, page, language, referrer_host, utm_source, utm_medium, utm_campaign, device
       LIMIT ${size}`;
      return rows.map((row) => ({ ...row, views: Number(row.views) }));
    },
    limit,
    batchSize,
  );
}
