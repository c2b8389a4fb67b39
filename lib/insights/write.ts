import type { Db } from '@/lib/db/client';
import { Prisma, type PrismaClient } from '@/lib/db/generated/client';
import { vocabularyFor, withinVocabulary } from './campaigns';
import { folded, keyOf, merged, type CountRow } from './counter';

// How the counters' rows are written to page_view_counts. What a row may hold is decided here,
// in the database, for every instance at once: UTM values outside the staff's list are OTHER
// (lib/insights/campaigns.ts), and a day takes at most PAGE_VIEW_ROWS_PER_DAY distinct rows
// (past it, new combinations are counted with OTHER for their referrer and UTM values), so
// whatever a script sends, the table grows by a bounded number of rows a day.

/**
 * Distinct rows one day takes at most, all instances and restarts together: about 1.5 million
 * over the two years page views are kept (lib/retention), plus the rows that only say OTHER
 * (pages × languages × devices × which of referrer and UTM values were there).
 */
export const PAGE_VIEW_ROWS_PER_DAY = 2_000;

const CHUNK = 500;

// A row's key, in the order of the table's unique key (day, page, ..., device).
const keyValues = (row: CountRow) =>
  Prisma.sql`${row.day}::date, ${row.page}, ${row.language}::"Language", ${row.referrerHost}, ${row.utmSource}, ${row.utmMedium}, ${row.utmCampaign}, ${row.device}`;

function chunks<T>(items: readonly T[]): T[][] {
  const out = [];
  for (let start = 0; start < items.length; start += CHUNK)
    out.push(items.slice(start, start + CHUNK));
  return out;
}

/** The keys of those `rows` that page_view_counts already has. */
async function presentKeys(tx: Db, rows: readonly CountRow[]) {
  const present = new Set<string>();
  for (const chunk of chunks(rows)) {
    const found = await tx.$queryRaw<{ i: number }[]>`
      SELECT v.i FROM (VALUES ${Prisma.join(chunk.map((row, i) => Prisma.sql`(${i}::int, ${keyValues(row)})`))})
        AS v(i, day, page, language, referrer_host, utm_source, utm_medium, utm_campaign, device)
       WHERE EXISTS (SELECT 1 FROM page_view_counts p
                      WHERE (p.day, p.page, p.language, p.referrer_host, p.utm_source, p.utm_medium, p.utm_campaign, p.device)
                          = (v.day, v.page, v.language, v.referrer_host, v.utm_source, v.utm_medium, v.utm_campaign, v.device))`;
    for (const { i } of found) {
      const row = chunk[Number(i)];
      if (row) present.add(keyOf(row));
    }
  }
  return present;
}

/**
 * Adds the rows' views to page_view_counts, in one transaction: UTM values outside the staff's
 * list become OTHER; each day's new combinations take the room left under `rowsPerDay` (the
 * busiest first) and the rest are folded into their OTHER row. A per-day advisory lock makes
 * instances writing the same day take turns, so the limit holds for all of them together; rows
 * go in a fixed order, one multi-row upsert per 500, so that concurrent writers cannot deadlock.
 */
export async function writePageViews(
  db: PrismaClient,
  rows: readonly CountRow[],
  rowsPerDay: number = PAGE_VIEW_ROWS_PER_DAY,
): Promise<void> {
  if (rows.length === 0) return;
  await db.$transaction(
    async (tx) => {
      const vocabulary = await vocabularyFor(tx, rows);
      const wanted = merged(rows.map((row) => withinVocabulary(row, vocabulary)));
      const days = [...new Set(wanted.map((row) => row.day))].sort();
      for (const day of days) {
        await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext(${`page_view_counts/${day}`}))`;
      }
      const used = new Map(
        (
          await tx.$queryRaw<{ day: string; rows: bigint }[]>`
            SELECT day::text AS day, COUNT(*) AS rows FROM page_view_counts
             WHERE day IN (${Prisma.join(days.map((day) => Prisma.sql`${day}::date`))})
             GROUP BY day`
        ).map((row) => [row.day, Number(row.rows)]),
      );
      const present = await presentKeys(tx, wanted);
      const placed = [...wanted]
        .sort((a, b) => b.views - a.views)
        .map((row) => {
          if (present.has(keyOf(row))) return row;
          const taken = used.get(row.day) ?? 0;
          if (taken >= rowsPerDay) return folded(row);
          used.set(row.day, taken + 1);
          return row;
        });
      const sorted = merged(placed).sort((a, b) => (keyOf(a) < keyOf(b) ? -1 : 1));
      for (const chunk of chunks(sorted)) {
        await tx.$executeRaw`
          INSERT INTO page_view_counts
            (day, page, language, referrer_host, utm_source, utm_medium, utm_campaign, device, views)
          VALUES ${Prisma.join(chunk.map((row) => Prisma.sql`(${keyValues(row)}, ${row.views})`))}
          ON CONFLICT (day, page, language, referrer_host, utm_source, utm_medium, utm_campaign, device)
          DO UPDATE SET views = page_view_counts.views + EXCLUDED.views`;
      }
    },
    { maxWait: 10_000, timeout: 30_000 },
  );
}
