import type { PrismaClient } from '@/lib/db/generated/client';
import {
  RATE_LIMIT_WINDOW_MS,
  slidingWindowDecision,
  type RateLimitDecision,
  type RateLimiter,
} from './rate-limit';

export interface PostgresRateLimiterOptions {
  limit: number;
  /** The Prisma client (lib/db/client's getDb in the app, a test database in tests). */
  db: () => Promise<PrismaClient>;
  windowMs?: number;
  now?: () => number;
}

interface WindowCounts {
  current: number;
  previous: number;
}

/**
 * One count per key shared by every instance of the site: a row per key and fixed window in
 * rate_limit_windows, bumped by one atomic upsert (INSERT ... ON CONFLICT DO UPDATE ... RETURNING
 * takes the row lock, so concurrent requests on any instance each see a distinct count). The
 * previous window's count is read in the same statement and weighted by how much of it still
 * overlaps the last `windowMs` (slidingWindowDecision), so a burst across a window boundary is
 * still one window's worth. Refused requests count too: a client that keeps flooding stays
 * limited until it pauses. Old rows are deleted by the cron route (purgeRateLimitWindows).
 */
export class PostgresRateLimiter implements RateLimiter {
  private readonly limit: number;
  private readonly db: () => Promise<PrismaClient>;
  private readonly windowMs: number;
  private readonly now: () => number;

  constructor({
    limit,
    db,
    windowMs = RATE_LIMIT_WINDOW_MS,
    now = Date.now,
  }: PostgresRateLimiterOptions) {
    this.limit = limit;
    this.db = db;
    this.windowMs = windowMs;
    this.now = now;
  }

  async consume(key: string): Promise<RateLimitDecision> {
    const now = this.now();
    const start = Math.floor(now / this.windowMs) * this.windowMs;
    const db = await this.db();
    const [row] = await db.$queryRaw<WindowCounts[]>`
      WITH hit AS (
        INSERT INTO rate_limit_windows AS w (key, window_start, count)
        VALUES (${key}, ${new Date(start)}, 1)
        ON CONFLICT (key, window_start) DO UPDATE SET count = w.count + 1
        RETURNING w.count
      )
      SELECT hit.count AS current,
             COALESCE((SELECT p.count FROM rate_limit_windows p
                        WHERE p.key = ${key} AND p.window_start = ${new Date(start - this.windowMs)}), 0) AS previous
        FROM hit`;
    if (!row) throw new Error('rate limit upsert returned no row');
    return slidingWindowDecision({
      limit: this.limit,
      windowMs: this.windowMs,
      elapsedMs: now - start,
      current: Number(row.current),
      previous: Number(row.previous),
    });
  }
}

/** Deletes the windows no decision reads any more (older than the previous one). */
export async function purgeRateLimitWindows(
  db: PrismaClient,
  { now = Date.now(), windowMs = RATE_LIMIT_WINDOW_MS }: { now?: number; windowMs?: number } = {},
): Promise<number> {
  const cutoff = new Date(Math.floor(now / windowMs) * windowMs - windowMs);
  const { count } = await db.rateLimitWindow.deleteMany({ where: { windowStart: { lt: cutoff } } });
  return count;
}
