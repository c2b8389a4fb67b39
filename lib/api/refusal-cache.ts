import type { RateLimitDecision, RateLimiter } from './rate-limit';

export interface RefusalCacheOptions {
  /** Keys remembered at most (a flood from many addresses cannot grow memory without bound). */
  maxKeys?: number;
  now?: () => number;
}

/**
 * Remembers, in this process, the keys the shared limiter has just refused, and refuses them
 * again without asking it until their Retry-After has passed. A flood from one client then costs
 * the database one upsert per instance and Retry-After period instead of one per request. It
 * never lets through what the shared limiter would refuse: only refusals are remembered, every
 * allowed request was counted there, and the first request after the wait asks it again. (The
 * refused requests in between are simply not counted.)
 */
export class RefusalCache implements RateLimiter {
  private readonly blockedUntil = new Map<string, { until: number; limit: number }>();
  private readonly maxKeys: number;
  private readonly now: () => number;

  constructor(
    private readonly inner: RateLimiter,
    { maxKeys = 10_000, now = Date.now }: RefusalCacheOptions = {},
  ) {
    this.maxKeys = maxKeys;
    this.now = now;
  }

  async consume(key: string): Promise<RateLimitDecision> {
    const now = this.now();
    const blocked = this.blockedUntil.get(key);
    if (blocked && now < blocked.until) {
      const retryAfterSeconds = Math.max(1, Math.ceil((blocked.until - now) / 1000));
      return { allowed: false, limit: blocked.limit, remaining: 0, retryAfterSeconds };
    }
    this.blockedUntil.delete(key);
    const decision = await this.inner.consume(key);
    if (!decision.allowed) {
      if (this.blockedUntil.size >= this.maxKeys) this.evict(now);
      const until = now + decision.retryAfterSeconds * 1000;
      this.blockedUntil.set(key, { until, limit: decision.limit });
    }
    return decision;
  }

  private evict(now: number): void {
    for (const [key, { until }] of this.blockedUntil) {
      if (until <= now) this.blockedUntil.delete(key);
    }
    // Still full: forget the oldest entries (the Map keeps insertion order).
    for (const key of this.blockedUntil.keys()) {
      if (this.blockedUntil.size < this.maxKeys) break;
      this.blockedUntil.delete(key);
    }
  }
}
