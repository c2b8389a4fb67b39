// Next's `cacheHandler` when REDIS_URL is set (next.config.ts): one page cache for every instance.
//
// What can change while the site runs - ISR pages (the FAQ, the academy) and data cached with
// unstable_cache - lives in Redis through @fortedigital/nextjs-cache-handler (redis-strings),
// and so do the tags that revalidatePath() expires: a staff edit made through one instance is
// served by all of them at the next request. Pages that never change after the build stay in
// Next's own file-system cache, read from this instance's build output as without REDIS_URL:
// they are the same on every instance of one build, are never re-rendered, and keep the CSP
// hashes of their prerendered HTML (scripts/csp-hashes.mjs). Keys carry REDIS_KEY_PREFIX and
// the build ID, so two deployments or two test runs never read each other's pages.
//
// Without Redis (not configured, not reachable yet, or during `next build`) everything goes to
// the file-system cache, which is the default behaviour: one instance's own cache.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { CacheHandler as RedisCacheHandler } from '@fortedigital/nextjs-cache-handler';
import createRedisHandler from '@fortedigital/nextjs-cache-handler/redis-strings';
import { createClient } from '@redis/client';

const require = createRequire(import.meta.url);
// Next's default handler, the one it uses without a `cacheHandler` (Next 16.4's file layout;
// docs/workarounds.md#shared-page-cache).
const {
  default: FileSystemCache,
} = require('next/dist/server/lib/incremental-cache/file-system-cache.js');
const { PHASE_PRODUCTION_BUILD } = require('next/constants');

/** One JSON line, like lib/log.ts (this file is loaded by Next itself, outside the bundles). */
function log(level, event, fields = {}) {
  const line = JSON.stringify({ level, event, time: new Date().toISOString(), ...fields });
  if (level === 'info') console.info(line);
  else console.warn(line);
}

// As lib/log.ts writes an error: name, message, code, stack and a bounded `cause` chain.
function serializeError(error, depth = 0) {
  if (!(error instanceof Error)) return String(error);
  const out = { name: error.name, message: error.message };
  if (typeof error.code === 'string' || typeof error.code === 'number')
    out.code = String(error.code);
  if (error.stack) out.stack = error.stack;
  if (error.cause !== undefined)
    out.cause = depth + 1 >= 5 ? { truncated: true } : serializeError(error.cause, depth + 1);
  return out;
}

const errorFields = (error) => ({ error: serializeError(error) });

/**
 * How long a cache call waits for Redis: then a read is a miss and a write gives up. Kept by a
 * timer outside the Redis client: @redis/client 6.3.1 drops a command's own timeout (the
 * handler's AbortSignal) once the command is written to the socket, so a Redis that accepts and
 * never answers would hold every page until the socket closed (docs/security.md).
 */
const REDIS_TIMEOUT_MS = 1_000;
/**
 * After a call that timed out, Redis is not asked for so long (this instance's own cache serves).
 * The moment is kept in `globalThis.__redisSilentUntil`, which lib/cache/shared-store.ts (the
 * same Redis, the same process) reads and writes too: one timeout, not one per client.
 */
const SILENT_RETRY_MS = 10_000;

const REDIS_URL = process.env.REDIS_URL;
const KEY_PREFIX = process.env.REDIS_KEY_PREFIX || 'site:';
const building = process.env.NEXT_PHASE === PHASE_PRODUCTION_BUILD;

const store = globalThis;

/** The process's Redis client, connecting in the background; null without REDIS_URL. */
function redisClient() {
  if (!REDIS_URL || building) return null;
  if (!store.__siteCacheRedis) {
    const client = createClient({
      url: REDIS_URL,
      socket: {
        connectTimeout: 2_000,
        reconnectStrategy: (retries) => Math.min(250 * 2 ** retries, 10_000),
      },
    });
    let down = false;
    client.on('error', (error) => {
      if (down) return;
      down = true;
      log('warn', 'cache.redis_unavailable', { ...errorFields(error), fallback: 'local cache' });
    });
    client.on('ready', () => {
      if (down) log('info', 'cache.redis_ready');
      down = false;
    });
    const connected = client
      .connect()
      .then(() => client.unref()) // a cache never keeps the process alive
      .catch(() => undefined);
    store.__siteCacheRedis = { client, connected };
  }
  return store.__siteCacheRedis;
}

const redisSilent = () => Date.now() < (store.__redisSilentUntil ?? 0);

/**
 * `call()`'s answer, or `fallback` when it has not come within REDIS_TIMEOUT_MS: then Redis counts
 * as silent for SILENT_RETRY_MS (one warning), and the command left behind is abandoned.
 */
function withinTimeout(operation, call, fallback) {
  const answer = Promise.resolve().then(call);
  let timer;
  const timeout = new Promise((resolve) => {
    timer = setTimeout(() => {
      if (!redisSilent()) {
        log('warn', 'cache.redis_silent', {
          operation,
          timeoutMs: REDIS_TIMEOUT_MS,
          fallback: 'local cache',
          retryInSeconds: SILENT_RETRY_MS / 1000,
        });
      }
      store.__redisSilentUntil = Date.now() + SILENT_RETRY_MS;
      answer.catch(() => undefined); // settled, if ever, after the page went on without it
      resolve(fallback);
    }, REDIS_TIMEOUT_MS);
  });
  return Promise.race([answer, timeout]).finally(() => clearTimeout(timer));
}

RedisCacheHandler.onCreation(async ({ buildId }) => {
  const redis = redisClient();
  if (!redis) return { handlers: [] };
  await redis.connected;
  return {
    handlers: [
      createRedisHandler({
        client: redis.client,
        keyPrefix: `${KEY_PREFIX}${buildId ?? 'dev'}:`,
        timeoutMs: 1_000,
      }),
    ],
  };
});

/** Pathnames of the build's pages that are revalidated while the site runs (ISR). */
function revalidatedPaths(serverDistDir) {
  try {
    const file = path.join(serverDistDir, '..', 'prerender-manifest.json');
    const { routes } = JSON.parse(readFileSync(file, 'utf8'));
    return new Set(
      Object.entries(routes)
        .filter(([, route]) => typeof route.initialRevalidateSeconds === 'number')
        .map(([pathname]) => pathname),
    );
  } catch {
    return new Set();
  }
}

// Next 16.4 keys a page as `/route-cache/<kind>/<hash of its route>/$<pathname>`.
const pathnameOf = (key) => {
  const marker = key.indexOf('/$/');
  return marker === -1 ? key : key.slice(marker + 2);
};

export default class SiteCacheHandler {
  constructor(context) {
    this.local = new FileSystemCache(context);
    this.redis = redisClient();
    this.shared = this.redis ? new RedisCacheHandler(context) : null;
    this.revalidated = revalidatedPaths(context.serverDistDir ?? '');
  }

  /** Whether Redis is to be asked now: configured, connected, and not silent of late. */
  sharedUsable() {
    return Boolean(this.shared && this.redis?.client.isReady && !redisSilent());
  }

  /** Redis for what changes at run time, while it answers; this instance's cache else. */
  pick(key, kind) {
    if (!this.sharedUsable()) return this.local;
    if (kind === 'FETCH' || this.revalidated.has(pathnameOf(key))) return this.shared;
    return this.local;
  }

  get(key, context) {
    const cache = this.pick(key, context?.kind);
    if (cache === this.local) return cache.get(key, context);
    return withinTimeout('get', () => cache.get(key, context), null);
  }

  set(key, data, context) {
    const cache = this.pick(key, data?.kind ?? context?.kind);
    if (cache === this.local) return cache.set(key, data, context);
    return withinTimeout('set', () => cache.set(key, data, context), undefined);
  }

  async revalidateTag(tags, durations) {
    // Both: this instance's tag manifest (Next checks it too), and the shared tags in Redis.
    await Promise.all([
      this.local.revalidateTag(tags, durations),
      this.sharedUsable()
        ? withinTimeout('revalidateTag', () => this.shared.revalidateTag(tags), undefined)
        : null,
    ]);
  }

  resetRequestCache() {
    this.local.resetRequestCache?.();
    this.shared?.resetRequestCache?.();
  }
}
