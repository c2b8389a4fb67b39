export interface RateLimitDecision {
  allowed: boolean;
  limit: number;
  remaining: number;
  /** Whole seconds until the next request would be allowed (0 when allowed). */
  retryAfterSeconds: number;
}

/**
 * Counts requests per key. The lead routes use one shared by every instance (PostgreSQL,
 * lib/api/default-rate-limiter.ts); the in-memory one below counts per process: unit tests, and
 * the fallback while the database fails.
 */
export interface RateLimiter {
  consume(key: string): RateLimitDecision | Promise<RateLimitDecision>;
}

export interface MemoryRateLimiterOptions {
  limit: number;
  windowMs?: number;
  /** Distinct keys kept at most, so that many addresses cannot grow memory without bound. */
  maxKeys?: number;
  now?: () => number;
}

/** Sliding-window log: at most `limit` allowed requests per key in any `windowMs`. */
export class MemoryRateLimiter implements RateLimiter {
  private readonly hits = new Map<string, number[]>();
  private readonly limit: number;
  private readonly windowMs: number;
  private readonly maxKeys: number;
  private readonly now: () => number;

  constructor({
    limit,
    windowMs = 60_000,
    maxKeys = 10_000,
    now = Date.now,
  }: MemoryRateLimiterOptions) {
    this.limit = limit;
    this.windowMs = windowMs;
    this.maxKeys = maxKeys;
    this.now = now;
  }

  consume(key: string): RateLimitDecision {
    const now = this.now();
    const recent = (this.hits.get(key) ?? []).filter((time) => time > now - this.windowMs);
    if (recent.length >= this.limit) {
      this.hits.set(key, recent);
      const oldest = recent[0] ?? now;
      const retryAfterSeconds = Math.max(1, Math.ceil((oldest + this.windowMs - now) / 1000));
      return { allowed: false, limit: this.limit, remaining: 0, retryAfterSeconds };
    }
    recent.push(now);
    this.hits.delete(key); // re-inserted last: the Map's order is least recently used first
    this.hits.set(key, recent);
    this.evict(now);
    return {
      allowed: true,
      limit: this.limit,
      remaining: this.limit - recent.length,
      retryAfterSeconds: 0,
    };
  }

  private evict(now: number): void {
    if (this.hits.size <= this.maxKeys) return;
    for (const [key, times] of this.hits) {
      if ((times.at(-1) ?? 0) <= now - this.windowMs) this.hits.delete(key);
    }
    for (const key of this.hits.keys()) {
      if (this.hits.size <= this.maxKeys) break;
      this.hits.delete(key);
    }
  }
}

/** The window of RATE_LIMIT_PER_MINUTE. */
export const RATE_LIMIT_WINDOW_MS = 60_000;

export interface WindowCounts {
  limit: number;
  windowMs: number;
  /** Time since the current fixed window began. */
  elapsedMs: number;
  /** Requests counted in the current window, this one included. */
  current: number;
  /** Requests counted in the window before. */
  previous: number;
}

/**
 * Sliding-window counter over two fixed windows: the previous window's count weighted by the
 * share of it still inside the last `windowMs`, plus the current count. Retry-After is when a
 * request would pass if none came before it: later in this window as the previous one's weight
 * fades, or in the next window once this one's count has faded enough - but never more than one
 * window: the weighting assumes the old requests were spread evenly, so it may overstate.
 */
export function slidingWindowDecision(counts: WindowCounts): RateLimitDecision {
  const { limit, windowMs, elapsedMs, current, previous } = counts;
  const left = windowMs - elapsedMs;
  const estimate = (previous * left) / windowMs + current;
  if (estimate <= limit) {
    return { allowed: true, limit, remaining: Math.floor(limit - estimate), retryAfterSeconds: 0 };
  }
  const waitMs =
    current + 1 <= limit
      ? left - (windowMs * (limit - current - 1)) / previous
      : left + Math.max(0, windowMs * (1 - (limit - 1) / current));
  return {
    allowed: false,
    limit,
    remaining: 0,
    retryAfterSeconds: Math.min(Math.ceil(windowMs / 1000), Math.max(1, Math.ceil(waitMs / 1000))),
  };
}
