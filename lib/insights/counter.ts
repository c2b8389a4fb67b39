import { Prisma, type PrismaClient } from '@/lib/db/generated/client';
import type { PageView } from './classify';

// Page views are counted in memory, per instance, and written to page_view_counts as increments
// (one upsert per distinct row: views = views + n) every few seconds or once enough views are
// waiting, never while a visitor waits. A failed write keeps its counts for the next attempt. A
// crash loses what was not written yet: at most the last interval's counts, never a lead.

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
   * Distinct rows kept in memory at most. Past it, a new combination is counted without its
   * referrer and UTM values (bounded by pages × languages × devices), so no stream of made-up
   * campaign names can grow memory without bound.
   */
  maxRows?: number;
  /**
   * Distinct rows one instance writes for one day at most; past it, new combinations are
   * counted without their referrer and UTM values, so the table's growth is bounded too.
   */
  maxRowsPerDay?: number;
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

export class PageViewCounter {
  private pending = new Map<string, CountRow>();
  private pendingViews = 0;
  private flushing: Promise<void> | null = null;
  private timer: ReturnType<typeof setInterval> | null = null;
  private readonly flushAtViews: number;
  private readonly maxRows: number;
  private readonly maxRowsPerDay: number;
  private today = '';
  private seenToday = new Set<string>();

  constructor(private readonly options: CounterOptions) {
    this.flushAtViews = options.flushAtViews ?? 500;
    this.maxRows = options.maxRows ?? 5_000;
    this.maxRowsPerDay = options.maxRowsPerDay ?? 20_000;
  }

  /** Counts one view (synchronous, in memory). */
  add(view: PageView, views = 1): void {
    if (view.day !== this.today) {
      this.today = view.day;
      this.seenToday = new Set();
    }
    let key = keyOf(view);
    let row = this.pending.get(key);
    const full = this.pending.size >= this.maxRows || this.seenToday.size >= this.maxRowsPerDay;
    if (!row && full && !this.seenToday.has(key)) {
      view = { ...view, referrerHost: '', utmSource: '', utmMedium: '', utmCampaign: '' };
      key = keyOf(view);
      row = this.pending.get(key);
    }
    if (this.seenToday.size < this.maxRowsPerDay) this.seenToday.add(key);
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

/**
 * Adds the rows' views to page_view_counts, one multi-row upsert per 500 rows. Rows go in a
 * fixed order, so two instances writing the same rows at once lock them in the same order and
 * cannot deadlock.
 */
export async function writePageViews(db: PrismaClient, rows: readonly CountRow[]): Promise<void> {
  const sorted = [...rows].sort((a, b) => (keyOf(a) < keyOf(b) ? -1 : 1));
  for (let start = 0; start < sorted.length; start += CHUNK) {
    const values = sorted
      .slice(start, start + CHUNK)
      .map(
        (row) =>
          Prisma.sql`(${row.day}::date, ${row.page}, ${row.language}::"Language", ${row.referrerHost}, ${row.utmSource}, ${row.utmMedium}, ${row.utmCampaign}, ${row.device}, ${row.views})`,
      );
    await db.$executeRaw`
      INSERT INTO page_view_counts
        (day, page, language, referrer_host, utm_source, utm_medium, utm_campaign, device, views)
      VALUES ${Prisma.join(values)}
      ON CONFLICT (day, page, language, referrer_host, utm_source, utm_medium, utm_campaign, device)
      DO UPDATE SET views = page_view_counts.views + EXCLUDED.views`;
  }
}
