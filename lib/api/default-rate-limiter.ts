import 'server-only';
import { getDb } from '@/lib/db/client';
import { env } from '@/lib/env';
import { FallbackRateLimiter } from './fallback-rate-limit';
import { PostgresRateLimiter } from './postgres-rate-limit';
import { MemoryRateLimiter, type RateLimiter } from './rate-limit';
import { RefusalCache } from './refusal-cache';

const store = globalThis as typeof globalThis & { __leadRateLimiter?: RateLimiter };

/**
 * The lead routes' limiter: RATE_LIMIT_PER_MINUTE per client and route, one count in the
 * database for every instance (PostgreSQL, or the embedded PGlite), refusals remembered for
 * their Retry-After so a flood does not hit the database, this process's own count only while
 * the database fails.
 */
export function defaultRateLimiter(): RateLimiter {
  store.__leadRateLimiter ??= new FallbackRateLimiter({
    shared: new RefusalCache(
      new PostgresRateLimiter({ limit: env.RATE_LIMIT_PER_MINUTE, db: getDb }),
    ),
    local: new MemoryRateLimiter({ limit: env.RATE_LIMIT_PER_MINUTE }),
  });
  return store.__leadRateLimiter;
}
