import 'server-only';
import { createClient } from '@redis/client';
import { isNextBuild } from '@/lib/db/connect';
import { log } from '@/lib/log';

// A small key-value store shared by every instance when REDIS_URL is set (the same Redis as the
// page cache, lib/cache/next-cache-handler.mjs), else nothing. Every call gives up after a
// second and never throws: what is kept here only improves on a failure elsewhere.

const TIMEOUT_MS = 1_000;
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
const store = globalThis as typeof globalThis & { __sharedStore?: Promise<Client | null> };

function within<T>(work: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no Redis answer in ${TIMEOUT_MS} ms`)), TIMEOUT_MS);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
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
function failed(operation: string, error: unknown): null {
  if (Date.now() - lastFailure > 60_000) {
    lastFailure = Date.now();
    log.warn('cache.shared_store_failed', { operation, error });
  }
  return null;
}

/** The value stored under `name`, or null (none, no Redis, or Redis not answering). */
export async function sharedGet(name: string): Promise<string | null> {
  try {
    const redis = await client();
    if (!redis?.isReady) return null;
    return await within(redis.get(`${PREFIX}${name}`));
  } catch (error) {
    return failed('get', error);
  }
}

/** Stores `value` under `name` (best effort). */
export async function sharedSet(name: string, value: string): Promise<void> {
  try {
    const redis = await client();
    if (!redis?.isReady) return;
    await within(redis.set(`${PREFIX}${name}`, value));
  } catch (error) {
    failed('set', error);
  }
}
