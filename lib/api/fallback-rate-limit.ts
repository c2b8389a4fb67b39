import { DatabaseUnavailableError, isDatabaseUnavailable } from '@/lib/db/errors';
import { log } from '@/lib/log';
import type { RateLimitDecision, RateLimiter } from './rate-limit';

export interface FallbackRateLimiterOptions {
  /** The limiter shared by every instance (PostgreSQL). */
  shared: RateLimiter;
  /** This process's own limiter, used while the shared one fails. */
  local: RateLimiter;
  /** How long to stay on the local limiter before trying the shared one again. */
  retryMs?: number;
  /** How long the shared limiter may take before it counts as failed. */
  timeoutMs?: number;
  now?: () => number;
}

/**
 * When the shared limiter fails (database down, table missing), a lead that could still be
 * stored must not get a 5xx for it, and limiting must not stop: requests are counted by this
 * process's own limiter instead (the limit then holds per instance), the failure is logged, and
 * the shared limiter is tried again after `retryMs` - so an outage costs each request at most
 * one failed query per `retryMs`, and the shared count comes back on its own. A shared limiter
 * that does not answer within `timeoutMs` has failed: a silent database must not hold the
 * request for the driver's whole query timeout before the lead itself waits for it again.
 */
export class FallbackRateLimiter implements RateLimiter {
  private readonly shared: RateLimiter;
  private readonly local: RateLimiter;
  private readonly retryMs: number;
  private readonly timeoutMs: number;
  private readonly now: () => number;
  private degradedUntil: number | null = null;

  constructor({
    shared,
    local,
    retryMs = 30_000,
    timeoutMs = 2_000,
    now = Date.now,
  }: FallbackRateLimiterOptions) {
    this.shared = shared;
    this.local = local;
    this.retryMs = retryMs;
    this.timeoutMs = timeoutMs;
    this.now = now;
  }

  private async askShared(key: string): Promise<RateLimitDecision> {
    const answer = Promise.resolve().then(() => this.shared.consume(key));
    answer.catch(() => {}); // a failure after the timeout has been handled already
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(
        () => reject(new DatabaseUnavailableError(`no rate limit answer in ${this.timeoutMs} ms`)),
        this.timeoutMs,
      );
    });
    try {
      return await Promise.race([answer, timeout]);
    } finally {
      clearTimeout(timer);
    }
  }

  async consume(key: string): Promise<RateLimitDecision> {
    if (this.degradedUntil !== null && this.now() < this.degradedUntil) {
      return this.local.consume(key);
    }
    try {
      const decision = await this.askShared(key);
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
      if (isDatabaseUnavailable(error)) log.warn('api.rate_limit_degraded', fields);
      else log.error('api.rate_limit_degraded', fields);
      return this.local.consume(key);
    }
  }
}
