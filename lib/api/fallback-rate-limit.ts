import { isConnectionFailure } from '@/lib/db/errors';
import { log } from '@/lib/log';
import type { RateLimitDecision, RateLimiter } from './rate-limit';

export interface FallbackRateLimiterOptions {
  /** The limiter shared by every instance (PostgreSQL). */
  shared: RateLimiter;
  /** This process's own limiter, used while the shared one fails. */
  local: RateLimiter;
  /** How long to stay on the local limiter before trying the shared one again. */
  retryMs?: number;
  now?: () => number;
}

/**
 * When the shared limiter fails (database down, table missing), a lead that could still be
 * stored must not get a 5xx for it, and limiting must not stop: requests are counted by this
 * process's own limiter instead (the limit then holds per instance), the failure is logged, and
 * the shared limiter is tried again after `retryMs` - so an outage costs each request at most
 * one failed query per `retryMs`, and the shared count comes back on its own.
 */
export class FallbackRateLimiter implements RateLimiter {
  private readonly shared: RateLimiter;
  private readonly local: RateLimiter;
  private readonly retryMs: number;
  private readonly now: () => number;
  private degradedUntil: number | null = null;

  constructor({ shared, local, retryMs = 30_000, now = Date.now }: FallbackRateLimiterOptions) {
    this.shared = shared;
    this.local = local;
    this.retryMs = retryMs;
    this.now = now;
  }

  async consume(key: string): Promise<RateLimitDecision> {
    if (this.degradedUntil !== null && this.now() < this.degradedUntil) {
      return this.local.consume(key);
    }
    try {
      const decision = await this.shared.consume(key);
      if (this.degradedUntil !== null) {
        this.degradedUntil = null;
        log.info('api.rate_limit_restored');
      }
      return decision;
    } catch (error) {
      this.degradedUntil = this.now() + this.retryMs;
      // An outage is already reported by every request that needs the database (503s); any
      // other failure (a missing table, a bad query) is a bug and logged as an error.
      const fields = { error, fallback: 'per-instance', retryInSeconds: this.retryMs / 1000 };
      if (isConnectionFailure(error)) log.warn('api.rate_limit_degraded', fields);
      else log.error('api.rate_limit_degraded', fields);
      return this.local.consume(key);
    }
  }
}
