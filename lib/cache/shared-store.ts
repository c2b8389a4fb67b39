import 'server-only';
import { createClient } from '@redis/client';
import { isNextBuild } from '@/lib/db/connect';
import { log } from '@/lib/log';

// A small key-value store shared by every instance when REDIS_URL is set (the same Redis as the
// page cache, lib/cache/next-cache-handler.mjs), else nothing. Every call gives up after a
// second and never throws: what is kept here only improves on a failure elsewhere. The second
// is kept by a timer outside the Redis client (@redis/client 6.3.1 drops a command's own timeout
// once the command is written), and after a call that timed out, Redis is not asked for
// SILENT_RETRY_MS: a Redis that accepts and never answers costs one second, not one per call.
// The page cache handler shares that moment (globalThis.__redisSilentUntil): a page whose cache
// read timed out does not wait again to keep its data here.

const TIMEOUT_MS = 1_000;
const SILENT_RETRY_MS = 10_000;
const PREFIX = process.env.REDIS_KEY_PREFIX || 'site:';

function connect(url: string) {
  return createClient({
    url,
    socket: {
      connectTimeout: TIMEOUT_MS,
      reconnectStrategy: (n: number) => Math.min(250 * 2 ** n, 10_000),
    },
  });
}

type Client = ReturnType<typeof connect>;
const store = globalThis as typeof globalThis & {
  __sharedStore?: Promise<Client | null>;
  __redisSilentUntil?: number;
};

function within<T>(work: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      store.__redisSilentUntil = Date.now() + SILENT_RETRY_MS;
      reject(new Error(`no Redis answer in ${TIMEOUT_MS} ms`));
    }, TIMEOUT_MS);
  });
  work.catch(() => undefined); // a late failure, after the timeout answered
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

/** A connected Redis that has not been silent of late, or null. */
async function usable(): Promise<Client | null> {
  if (Date.now() < (store.__redisSilentUntil ?? 0)) return null;
  const redis = await client();
  return redis?.isReady ? redis : null;
}

function client(): Promise<Client | null> {
  const url = process.env.REDIS_URL;
  if (!url || isNextBuild()) return Promise.resolve(null);
  store.__sharedStore ??= (async () => {
    const redis = connect(url);
    redis.on('error', () => undefined); // reported by the calls that fail
    await within(redis.connect()).catch(() => undefined);
    redis.unref(); // a cache never keeps a process (a script, a test) alive
    return redis;
  })();
  return store.__sharedStore;
}

let lastFailure = 0;

/** `work` on a usable Redis, within the second; null when there is none or it fails. */
async function attempt<T>(
  operation: string,
  work: (redis: Client) => Promise<T>,
): Promise<T | null> {
  try {
    const redis = await usable();
    return redis ? await within(work(redis)) : null;
  } catch (error) {
    if (Date.now() - lastFailure > 60_000) {
      lastFailure = Date.now();
      log.warn('cache.shared_store_failed', { operation, error });
    }
    return null;
  }
}

/** The value stored under `name`, or null (none, no Redis, or Redis not answering). */
export async function sharedGet(name: string): Promise<string | null> {
  return attempt('get', (redis) => redis.get(`${PREFIX}${name}`));
}

/** Stores `value` under `name` (best effort). */
export async function sharedSet(name: string, value: string): Promise<void> {
  await attempt('set', (redis) => redis.set(`${PREFIX}${name}`, value));
}
