import { OTHER, type PageView } from './classify';

// Page views are counted in memory, per instance, and written to page_view_counts as increments
// (one upsert per distinct row: views = views + n) every few seconds or once enough views are
// waiting, never while a visitor waits. A failed write keeps its counts for the next attempt. A
// crash loses what was not written yet: at most the last interval's counts, never a lead.
// What a row may hold is decided when it is written (lib/insights/write.ts).

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

export const keyOf = (view: PageView) => JSON.stringify(FIELDS.map((field) => view[field]));

/** The view with OTHER for each of its referrer and UTM values that is not empty. */
export function folded<T extends PageView>(view: T): T {
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
export function merged(rows: readonly CountRow[]): CountRow[] {
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
