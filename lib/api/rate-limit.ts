import { createHash } from 'node:crypto';
import { isIP } from 'node:net';
import { env } from '@/lib/env';

export interface RateLimitDecision {
  allowed: boolean;
  limit: number;
  remaining: number;
  /** Whole seconds until the next request would be allowed (0 when allowed). */
  retryAfterSeconds: number;
}

/**
 * Counts requests per key. The in-memory limiter below is per process (per serverless
 * instance); a shared store (Redis, Upstash, a Postgres table) can implement this interface
 * and be passed to the lead routes instead.
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

// The first 64 bits of an IPv6 address: one subscriber usually holds a whole /64, so counting
// single addresses would let one client rotate through 2^64 buckets.
function ipv6Prefix64(address: string): string {
  const [head = '', tail] = address.split('::');
  const groups = (part: string | undefined) =>
    part ? part.split(':').flatMap((group) => (group.includes('.') ? ['0', '0'] : [group])) : [];
  const left = groups(head);
  const right = groups(tail);
  const full = [
    ...left,
    ...Array<string>(Math.max(0, 8 - left.length - right.length)).fill('0'),
    ...right,
  ];
  return `${full
    .slice(0, 4)
    .map((group) => group.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}

/** What one client is counted as: its IPv4 address, or its IPv6 /64. */
export function rateLimitSubject(address: string): string {
  return isIP(address) === 6 ? ipv6Prefix64(address) : address;
}

/**
 * The limiter key of a client on a route. The address is hashed (sha256, not keyed): the rows
 * live a few minutes and never hold an address in clear, though a hash of an IPv4 address can
 * be reversed by trying all 2^32. A keyed hash would need one secret shared by every instance;
 * the embedded setup has none, and a secret that differs between instances would split the limit.
 */
export function rateLimitKey(route: string, address: string): string {
  const digest = createHash('sha256').update(rateLimitSubject(address)).digest('base64url');
  return `${route}:${digest.slice(0, 22)}`;
}

const store = globalThis as typeof globalThis & { __leadRateLimiter?: RateLimiter };

/** The process-wide limiter of the lead routes: RATE_LIMIT_PER_MINUTE per IP per route. */
export function defaultRateLimiter(): RateLimiter {
  store.__leadRateLimiter ??= new MemoryRateLimiter({ limit: env.RATE_LIMIT_PER_MINUTE });
  return store.__leadRateLimiter;
}
