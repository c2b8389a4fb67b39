/** @jest-environment node */
import { FallbackRateLimiter } from '@/lib/api/fallback-rate-limit';
import { PostgresRateLimiter, purgeRateLimitWindows } from '@/lib/api/postgres-rate-limit';
import { MemoryRateLimiter, RATE_LIMIT_WINDOW_MS } from '@/lib/api/rate-limit';
import { RefusalCache } from '@/lib/api/refusal-cache';
import { createTestDatabase, ENGINES, type TestDatabase } from '@/tests/helpers/db';

// The shared limiter against both engines the app runs on (PostgreSQL, embedded PGlite): one
// count per key whichever instance asks, atomic under concurrency, sliding across windows.
// End to end with two `next start` instances: tests/e2e/rate-limit.spec.ts.

jest.setTimeout(60_000);
const W = RATE_LIMIT_WINDOW_MS;
const T0 = 1_800_000_000_000; // a window boundary (divisible by 60 000)

describe.each(ENGINES)('PostgresRateLimiter on %s', (engine) => {
  let database: TestDatabase;
  let now = T0;
  const limiter = (limit = 3) =>
    new PostgresRateLimiter({ limit, db: async () => database.db, now: () => now });

  beforeAll(async () => {
    database = await createTestDatabase(engine);
  });
  afterAll(() => database?.close());
  beforeEach(async () => {
    now = T0;
    await database.db.$executeRawUnsafe('TRUNCATE rate_limit_windows');
  });

  test('allows `limit` per key, then refuses with Retry-After; keys are separate', async () => {
    const one = limiter();
    const decisions = [];
    for (let i = 0; i < 4; i += 1) decisions.push(await one.consume('route:a'));
    expect(decisions.map((decision) => decision.allowed)).toEqual([true, true, true, false]);
    expect(decisions.map((decision) => decision.remaining)).toEqual([2, 1, 0, 0]);
    expect(decisions[3]?.retryAfterSeconds).toBe(60);
    expect((await one.consume('route:b')).allowed).toBe(true);
  });

  test('two limiters (two instances) on one database share one count', async () => {
    const [a, b] = [limiter(), limiter()];
    const allowed = [];
    for (let i = 0; i < 6; i += 1) allowed.push((await (i % 2 ? b : a).consume('k')).allowed);
    expect(allowed).toEqual([true, true, true, false, false, false]);
    const rows = await database.db.rateLimitWindow.findMany();
    expect(rows).toEqual([{ key: 'k', windowStart: new Date(T0), count: 6 }]);
  });

  test('concurrent requests each get their own count: exactly `limit` pass', async () => {
    const shared = limiter(10);
    const decisions = await Promise.all(Array.from({ length: 25 }, () => shared.consume('burst')));
    expect(decisions.filter((decision) => decision.allowed)).toHaveLength(10);
  });

  test('a burst at the end of a window still counts at the start of the next', async () => {
    const shared = limiter(3);
    now = T0 + W - 1_000;
    for (let i = 0; i < 3; i += 1) expect((await shared.consume('edge')).allowed).toBe(true);
    now = T0 + W + 1_000; // a fixed window would allow three more here
    const refused = await shared.consume('edge');
    expect(refused.allowed).toBe(false);
    // The old window weighs 3 x 59/60; a next request passes once 3 x (60 - t)/60 + 1 + 1 <= 3,
    // i.e. 40 s into the new window (the refused request counts too).
    expect(refused.retryAfterSeconds).toBe(39);
    now = T0 + W + 40_000;
    expect((await shared.consume('edge')).allowed).toBe(true);
  });

  test('the cron purge deletes the windows no decision reads any more', async () => {
    const shared = limiter();
    for (const at of [T0 - 3 * W, T0 - 2 * W, T0 - W, T0]) {
      now = at;
      await shared.consume('old');
    }
    await expect(purgeRateLimitWindows(database.db, { now: T0 + 5 })).resolves.toBe(2);
    const left = await database.db.rateLimitWindow.findMany({ orderBy: { windowStart: 'asc' } });
    expect(left.map((row) => row.windowStart.getTime())).toEqual([T0 - W, T0]);
  });
});

describe('FallbackRateLimiter: the database fails', () => {
  let now = 0;
  let failing = true;
  const counted: string[] = [];
  const shared = {
    async consume(key: string) {
      if (failing) throw new Error('relation "rate_limit_windows" does not exist');
      counted.push(key);
      return { allowed: true, limit: 2, remaining: 1, retryAfterSeconds: 0 };
    },
  };
  const error = jest.spyOn(console, 'error').mockImplementation(() => {});
  const info = jest.spyOn(console, 'info').mockImplementation(() => {});
  afterAll(() => jest.restoreAllMocks());

  test('counts in this process instead, logs, and returns to the shared count', async () => {
    const limiter = new FallbackRateLimiter({
      shared,
      local: new MemoryRateLimiter({ limit: 2, now: () => now }),
      retryMs: 30_000,
      now: () => now,
    });
    // Not a 5xx, not unlimited: the local limit holds.
    const allowed = [];
    for (let i = 0; i < 3; i += 1) allowed.push((await limiter.consume('k')).allowed);
    expect(allowed).toEqual([true, true, false]);
    const degraded = error.mock.calls.map(([line]) => JSON.parse(String(line)));
    expect(degraded).toEqual([
      expect.objectContaining({
        level: 'error',
        event: 'api.rate_limit_degraded',
        fallback: 'per-instance',
      }),
    ]); // once, not once per request: the shared limiter is left alone for retryMs

    now = 31_000;
    failing = false;
    expect((await limiter.consume('k')).allowed).toBe(true);
    expect(counted).toEqual(['k']);
    expect(info.mock.calls.map(([line]) => JSON.parse(String(line)).event)).toEqual([
      'api.rate_limit_restored',
    ]);
  });
});

test('FallbackRateLimiter: a shared limiter that does not answer counts as failed', async () => {
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
  const silent = { consume: () => new Promise<never>(() => {}) };
  const limiter = new FallbackRateLimiter({
    shared: silent,
    local: new MemoryRateLimiter({ limit: 1 }),
    timeoutMs: 50,
  });
  const started = Date.now();
  expect((await limiter.consume('k')).allowed).toBe(true);
  expect((await limiter.consume('k')).allowed).toBe(false); // the local count, at once
  expect(Date.now() - started).toBeLessThan(1_000);
  expect(warn.mock.calls.map(([line]) => JSON.parse(String(line)).event)).toEqual([
    'api.rate_limit_degraded',
  ]);
  warn.mockRestore();
});

describe('RefusalCache', () => {
  test('a refused key is refused again without the shared limiter until its Retry-After', async () => {
    let now = 0;
    let calls = 0;
    const shared = {
      async consume() {
        calls += 1;
        return calls <= 2
          ? { allowed: true, limit: 2, remaining: 2 - calls, retryAfterSeconds: 0 }
          : { allowed: false, limit: 2, remaining: 0, retryAfterSeconds: 10 };
      },
    };
    const cache = new RefusalCache(shared, { now: () => now, maxKeys: 2 });
    expect((await cache.consume('k')).allowed).toBe(true);
    expect((await cache.consume('k')).allowed).toBe(true);
    expect(await cache.consume('k')).toMatchObject({ allowed: false, retryAfterSeconds: 10 });
    now = 4_500;
    for (let i = 0; i < 100; i += 1) {
      expect(await cache.consume('k')).toMatchObject({ allowed: false, retryAfterSeconds: 6 });
    }
    expect(calls).toBe(3); // the flood never reached the shared limiter
    now = 10_000;
    await cache.consume('k');
    expect(calls).toBe(4); // asked again once the wait is over
    // Bounded: two more refused keys push the oldest out; it is simply asked again.
    await cache.consume('x');
    await cache.consume('y');
    await cache.consume('k');
    expect(calls).toBe(7);
  });
});
