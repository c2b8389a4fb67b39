import { Prisma, type PrismaClient } from '@/lib/db/generated/client';
import { vocabularyFor, withinVocabulary } from './campaigns';
import { OTHER, type PageView } from './classify';

// Page views are counted in memory, per instance, and written to page_view_counts as increments
// (one upsert per distinct row: views = views + n) every few seconds or once enough views are
// waiting, never while a visitor waits. A failed write keeps its counts for the next attempt. A
// crash loses what was not written yet: at most the last interval's counts, never a lead.
// What a row may hold is decided when it is written, in the database, for every instance at
// once: UTM values outside the staff's list are OTHER (lib/insights/campaigns.ts), and a day
// takes at most PAGE_VIEW_ROWS_PER_DAY distinct rows (past it, new combinations are counted with
// OTHER for their referrer and UTM values), so whatever a script sends, the table grows by a
// bounded number of rows a day.

/**
 * Distinct rows one day takes at most, all instances and restarts together: about 1.5 million
 * over the two years page views are kept (lib/retention), plus the rows that only say OTHER
 * (pages × languages × devices × which of referrer and UTM values were there).
 */
export const PAGE_VIEW_ROWS_PER_DAY = 2_000;

export type FlushRows = (rows: readonly CountRow[]) => Promise<void>;

export interface CountRow extends PageView {
  views: number;
}

export interface CounterOptions {
  /** Writes the rows; throws on failure (the counts are then kept and tried again). */
  write: FlushRows;
  /** Milliseconds between flushes. */
  intervalMs: number;
  /** Flush early once this many views wait. */
  flushAtViews?: number;
  /**
   * Distinct rows kept in memory at most. Past it, a new combination is counted with OTHER for
   * its referrer and UTM values (bounded by pages × languages × devices), so no stream of
   * made-up campaign names can grow memory without bound.
   */
  maxRows?: number;
  onError?: (error: unknown, pendingRows: number) => void;
}

const FIELDS = [
  'day',
  'page',
  'language',
  'referrerHost',
  'utmSource',
  'utmMedium',
  'utmCampaign',
  'device',
] as const satisfies readonly (keyof PageView)[];

const keyOf = (view: PageView) => JSON.stringify(FIELDS.map((field) => view[field]));

/** The view with OTHER for each of its referrer and UTM values that is not empty. */
function folded(view: PageView): PageView {
  const other = (value: string) => (value ? OTHER : '');
  return {
    ...view,
    referrerHost: other(view.referrerHost),
    utmSource: other(view.utmSource),
    utmMedium: other(view.utmMedium),
    utmCampaign: other(view.utmCampaign),
  };
}

/** Rows with the same key as one, their views added up. */
function merged(rows: readonly CountRow[]): CountRow[] {
  const byKey = new Map<string, CountRow>();
  for (const row of rows) {
    const key = keyOf(row);
    const seen = byKey.get(key);
    if (seen) seen.views += row.views;
    else byKey.set(key, { ...row });
  }
  return [...byKey.values()];
}

export class PageViewCounter {
  private pending = new Map<string, CountRow>();
  private pendingViews = 0;
  private flushing: Promise<void> | null = null;
  private timer: ReturnType<typeof setInterval> | null = null;
  private readonly flushAtViews: number;
  private readonly maxRows: number;

  constructor(private readonly options: CounterOptions) {
    this.flushAtViews = options.flushAtViews ?? 500;
    this.maxRows = options.maxRows ?? 5_000;
  }

  /** Counts one view (synchronous, in memory). */
  add(view: PageView, views = 1): void {
    let key = keyOf(view);
    let row = this.pending.get(key);
    if (!row && this.pending.size >= this.maxRows) {
      view = folded(view);
      key = keyOf(view);
      row = this.pending.get(key);
    }
    if (row) row.views += views;
    else this.pending.set(key, { ...view, views });
    this.pendingViews += views;
    this.start();
    if (this.pendingViews >= this.flushAtViews && !this.flushing) {
      // After the current request's work, not in it.
      setImmediate(() => void this.flush());
    }
  }

  /** Views counted and not written yet. */
  get waiting(): number {
    return this.pendingViews;
  }

  /**
   * Writes what is pending. One flush at a time: a call during a flush waits for it and then
   * writes what arrived meanwhile. Never throws; a failure puts the counts back.
   */
  async flush(): Promise<void> {
    while (this.flushing) await this.flushing;
    if (this.pending.size === 0) return;
    const batch = this.pending;
    this.pending = new Map();
    this.pendingViews = 0;
    this.flushing = (async () => {
      try {
        await this.options.write([...batch.values()]);
      } catch (error) {
        for (const [key, row] of batch) {
          const current = this.pending.get(key);
          if (current) current.views += row.views;
          else this.pending.set(key, row);
          this.pendingViews += row.views;
        }
        this.options.onError?.(error, this.pending.size);
      }
    })();
    try {
      await this.flushing;
    } finally {
      this.flushing = null;
    }
  }

  /** Starts the periodic flush (an unref'd timer: it never keeps a process alive). */
  start(): void {
    if (this.timer) return;
    this.timer = setInterval(() => void this.flush(), this.options.intervalMs);
    this.timer.unref?.();
  }

  /** Stops the timer and writes what is pending (shutdown, tests). */
  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.flush();
  }
}

const CHUNK = 500;

const valuesOf = (row: CountRow) =>
  Prisma.sql`(${row.day}::date, ${row.page}, ${row.language}::"Language", ${row.referrerHost}, ${row.utmSource}, ${row.utmMedium}, ${row.utmCampaign}, ${row.device}, ${row.views})`;

function chunks<T>(items: readonly T[]): T[][] {
  const out = [];
  for (let start = 0; start < items.length; start += CHUNK)
    out.push(items.slice(start, start + CHUNK));
  return out;
}

/** The keys of those `rows` that page_view_counts already has. */
async function presentKeys(tx: Prisma.TransactionClient, rows: readonly CountRow[]) {
  const present = new Set<string>();
  for (const chunk of chunks(rows)) {
    const found = await tx.$queryRaw<{ i: number }[]>`
      SELECT v.i FROM (VALUES ${Prisma.join(chunk.map((row, i) => Prisma.sql`(${i}::int, ${row.day}::date, ${row.page}, ${row.language}::"Language", ${row.referrerHost}, ${row.utmSource}, ${row.utmMedium}, ${row.utmCampaign}, ${row.device})`))})
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
          if (taken >= rowsPerDay) return { ...folded(row), views: row.views };
          used.set(row.day, taken + 1);
          return row;
        });
      const sorted = merged(placed).sort((a, b) => (keyOf(a) < keyOf(b) ? -1 : 1));
      for (const chunk of chunks(sorted)) {
        await tx.$executeRaw`
          INSERT INTO page_view_counts
            (day, page, language, referrer_host, utm_source, utm_medium, utm_campaign, device, views)
          VALUES ${Prisma.join(chunk.map(valuesOf))}
          ON CONFLICT (day, page, language, referrer_host, utm_source, utm_medium, utm_campaign, device)
          DO UPDATE SET views = page_view_counts.views + EXCLUDED.views`;
      }
    },
    { maxWait: 10_000, timeout: 30_000 },
  );
}
