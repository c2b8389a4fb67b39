import { createHash } from 'node:crypto';
import { isIP } from 'node:net';
import {
  RateLimiterMemory,
  RateLimiterPrisma,
  RateLimiterRes,
  RLWrapperTimeouts,
} from 'rate-limiter-flexible';
import { isDatabaseUnavailable } from '@/lib/db/errors';
import type { Prisma, PrismaClient } from '@/lib/db/generated/client';
import { log } from '@/lib/log';

/** The window of RATE_LIMIT_PER_MINUTE. */
export const RATE_LIMIT_WINDOW_SECONDS = 60;

export interface RateLimitDecision {
  allowed: boolean;
  /** Whole seconds until the next request would be allowed (0 when allowed). */
  retryAfterSeconds: number;
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
 * The limiter key of a client on a route, stored as it is (no prefix). The address is hashed
 * (sha256, not keyed): the rows live minutes and never hold an address in clear, though a hash
 * of an IPv4 address can be reversed by trying all 2^32. A keyed hash would need one secret
 * shared by every instance; a secret that differs between instances would split the limit.
 */
export function rateLimitKey(route: string, address: string): string {
  const digest = createHash('sha256').update(rateLimitSubject(address)).digest('base64url');
  return `${route}:${digest.slice(0, 22)}`;
}

type Table = PrismaClient['rateLimitWindow'];

/**
 * What RateLimiterPrisma reads and writes through (`storeClient[tableName]`): the table of the
 * client `db` gives, opened on first use, so a database that cannot be opened is a store failure
 * like any other. Says once when the store starts failing and once when it is back (the library
 * drops the error: docs/workarounds.md#rate-limit-store).
 */
function storeOf(db: () => Promise<PrismaClient>) {
  let failing = false;
  async function run<T>(query: (table: Table) => Promise<T>): Promise<T> {
    try {
      const result = await query((await db()).rateLimitWindow);
      if (failing) log.info('api.rate_limit_restored');
      failing = false;
      return result;
    } catch (error) {
      if (!failing) {
        // An outage is also reported by every request that needs the database (503s); any
        // other failure (a missing table, a bad query) is a bug.
        const fields = { error, fallback: 'per-instance' };
        if (isDatabaseUnavailable(error)) log.warn('api.rate_limit_degraded', fields);
        else log.error('api.rate_limit_degraded', fields);
      }
      failing = true;
      throw error;
    }
  }
  return {
    rateLimitWindow: {
      deleteMany: (args: Prisma.RateLimitWindowDeleteManyArgs) => run((t) => t.deleteMany(args)),
      upsert: (args: Prisma.RateLimitWindowUpsertArgs) => run((t) => t.upsert(args)),
    },
  };
}

interface RateLimiterOptions {
  /** Requests allowed per key and window. */
  points: number;
  /** The Prisma client (lib/db/client's getDb in the app, a test database in tests). */
  db: () => Promise<PrismaClient>;
  /** How long the database may take before this request is counted in memory instead. */
  timeoutMs?: number;
}

/**
 * `points` requests per key in a window of RATE_LIMIT_WINDOW_SECONDS that starts at the key's
 * first request, one count in the database for every instance (rate-limiter-flexible's Prisma
 * store: an atomic upsert). A key the database has refused is then refused from this process's
 * memory until its window ends, so a flood does not reach the database. While the database
 * fails, or takes longer than `timeoutMs`, requests are counted by this process alone (the
 * insurance limiter): a lead that could still be stored gets no 5xx for it, and the limit still
 * holds per instance. The memory of both is bounded by time: a key is forgotten when its window
 * ends (docs/benchmarks.md#rate-limit-memory).
 */
export function createRateLimiter({ points, db, timeoutMs = 2_000 }: RateLimiterOptions) {
  const window = { keyPrefix: '', points, duration: RATE_LIMIT_WINDOW_SECONDS };
  const limiter = new RLWrapperTimeouts({
    limiter: new RateLimiterPrisma({
      ...window,
      storeClient: storeOf(db),
      tableName: 'rateLimitWindow',
      // The first refusal of a key is remembered until its window ends.
      inMemoryBlockOnConsumed: points + 1,
      // Old rows are deleted by the cron route (purgeRateLimitWindows), not by each process.
      clearExpiredByTimeout: false,
    }),
    timeoutMs,
    insuranceLimiter: new RateLimiterMemory(window),
  });
  return {
    async consume(key: string): Promise<RateLimitDecision> {
      try {
        await limiter.consume(key);
        return { allowed: true, retryAfterSeconds: 0 };
      } catch (refusal) {
        if (!(refusal instanceof RateLimiterRes)) throw refusal;
        const retryAfterSeconds = Math.max(1, Math.ceil(refusal.msBeforeNext / 1000));
        return { allowed: false, retryAfterSeconds };
      }
    },
  };
}

/** Deletes the rows whose window has ended (a later request would start a new one anyway). */
export async function purgeRateLimitWindows(db: PrismaClient, now = new Date()): Promise<number> {
  const { count } = await db.rateLimitWindow.deleteMany({ where: { expire: { lt: now } } });
  return count;
}
