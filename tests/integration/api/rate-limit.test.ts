/** @jest-environment node */
import { createServer, type Server, type Socket } from 'node:net';
import {
  createRateLimiter,
  purgeRateLimitWindows,
  RATE_LIMIT_WINDOW_SECONDS,
  rateLimitKey,
} from '@/lib/api/rate-limit';
import { PrismaClient } from '@/lib/db/generated/client';
import { createPostgresAdapter } from '@/lib/db/postgres';
import { createTestDatabase, type TestDatabase } from '@/tests/helpers/db';

// The shared limiter against PostgreSQL: one count per key whichever instance asks (each
// limiter here is one instance: its own memory, the same database), atomic under concurrency,
// refusals answered from memory, and this process's own count while the database fails or is
// silent. End to end with three `next start` instances: tests/e2e/rate-limit.spec.ts.

jest.setTimeout(60_000);

let database: TestDatabase;
const instance = (points = 3) => createRateLimiter({ points, db: async () => database.db });
const rowsOf = (key: string) => database.db.rateLimitWindow.findMany({ where: { key } });

type LogLine = { level: string; event: string };
const lines: LogLine[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
  const capture = (text: unknown) => lines.push(JSON.parse(String(text)) as LogLine);
  jest.spyOn(console, 'info').mockImplementation(capture);
  jest.spyOn(console, 'warn').mockImplementation(capture);
  jest.spyOn(console, 'error').mockImplementation(capture);
});
afterAll(async () => {
  jest.restoreAllMocks();
  await database?.close();
});
beforeEach(async () => {
  lines.length = 0;
  await database.db.$executeRawUnsafe('TRUNCATE rate_limit_windows');
});

test('allows `points` per key, then refuses until the window ends; keys are separate', async () => {
  const one = instance();
  const decisions = [];
  for (let i = 0; i < 4; i += 1) decisions.push(await one.consume('route:a'));
  expect(decisions.map((decision) => decision.allowed)).toEqual([true, true, true, false]);
  expect(decisions.slice(0, 3).map((decision) => decision.retryAfterSeconds)).toEqual([0, 0, 0]);
  // Retry-After: when the window that began with the first request ends.
  const [row] = await rowsOf('route:a');
  const windowLeft = Math.ceil(((row?.expire?.getTime() ?? 0) - Date.now()) / 1000);
  expect(decisions[3]?.retryAfterSeconds).toBeGreaterThanOrEqual(windowLeft);
  expect(decisions[3]?.retryAfterSeconds).toBeLessThanOrEqual(RATE_LIMIT_WINDOW_SECONDS);
  expect((await one.consume('route:b')).allowed).toBe(true);
});

test('two instances on one database share one count, in one row per key', async () => {
  const [a, b] = [instance(), instance()];
  const allowed = [];
  for (let i = 0; i < 6; i += 1) allowed.push((await (i % 2 ? b : a).consume('k')).allowed);
  expect(allowed).toEqual([true, true, true, false, false, false]);
  const rows = await database.db.rateLimitWindow.findMany();
  expect(rows).toEqual([{ key: 'k', points: expect.any(Number), expire: expect.any(Date) }]);
});

test('one IPv6 /64 is one client', async () => {
  const shared = instance(2);
  const inOne64 = ['2001:db8:1:2::1', '2001:db8:1:2::2', '2001:db8:1:2:ffff::9'];
  const allowed = [];
  for (const address of inOne64) {
    allowed.push((await shared.consume(rateLimitKey('newsletter-signup', address))).allowed);
  }
  expect(allowed).toEqual([true, true, false]);
  const next64 = rateLimitKey('newsletter-signup', '2001:db8:1:3::1');
  expect((await shared.consume(next64)).allowed).toBe(true);
});

test('concurrent requests each get their own count: exactly `points` pass', async () => {
  const shared = instance(10);
  const decisions = await Promise.all(Array.from({ length: 25 }, () => shared.consume('burst')));
  expect(decisions.filter((decision) => decision.allowed)).toHaveLength(10);
});

test('a refused key is answered from memory: a flood does not reach the database', async () => {
  const limited = instance(2);
  for (let i = 0; i < 2; i += 1) expect((await limited.consume('flood')).allowed).toBe(true);
  expect((await limited.consume('flood')).allowed).toBe(false); // the database's answer
  const [counted] = await rowsOf('flood');
  expect(counted?.points).toBe(3);
  for (let i = 0; i < 100; i += 1) expect((await limited.consume('flood')).allowed).toBe(false);
  expect(await rowsOf('flood')).toEqual([counted]);
  // Another instance has not seen the refusals: it asks the database, which refuses too.
  expect((await instance(2).consume('flood')).allowed).toBe(false);
});

test('a key whose window has ended starts a new one in the same row', async () => {
  await instance(1).consume('again');
  await database.db.rateLimitWindow.update({
    where: { key: 'again' },
    data: { expire: new Date(Date.now() - 1_000) },
  });
  expect((await instance(1).consume('again')).allowed).toBe(true);
  const [row] = await rowsOf('again');
  expect(row?.points).toBe(1);
  expect(row?.expire?.getTime()).toBeGreaterThan(Date.now());
});

test('the cron purge deletes the rows whose window has ended', async () => {
  await database.db.rateLimitWindow.createMany({
    data: [
      { key: 'ended', points: 3, expire: new Date(Date.now() - 1_000) },
      { key: 'current', points: 1, expire: new Date(Date.now() + 60_000) },
    ],
  });
  await expect(purgeRateLimitWindows(database.db)).resolves.toBe(1);
  expect((await database.db.rateLimitWindow.findMany()).map((row) => row.key)).toEqual(['current']);
});

test('the database fails: counted in this process instead, logged once, then shared again', async () => {
  let failing = true;
  const limiter = createRateLimiter({
    points: 2,
    db: async () => {
      if (failing) throw new Error('relation "rate_limit_windows" does not exist');
      return database.db;
    },
  });
  // Not a 5xx, not unlimited: this process's own count holds the limit.
  const allowed = [];
  for (let i = 0; i < 3; i += 1) allowed.push((await limiter.consume('k')).allowed);
  expect(allowed).toEqual([true, true, false]);
  expect(lines.map(({ level, event }) => `${level} ${event}`)).toEqual([
    'error api.rate_limit_degraded', // not an outage: a bug, once, not once per request
  ]);

  failing = false;
  expect((await limiter.consume('k')).allowed).toBe(true);
  expect((await rowsOf('k')).map((row) => row.points)).toEqual([1]);
  expect(lines.map((line) => line.event)).toEqual([
    'api.rate_limit_degraded',
    'api.rate_limit_restored',
  ]);
});

test('a database that does not answer counts as failed after timeoutMs', async () => {
  const sockets: Socket[] = [];
  const silent: Server = createServer((socket) => void sockets.push(socket));
  await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
  const { port } = silent.address() as { port: number };
  const url = `postgresql://postgres@127.0.0.1:${port}/x`;
  const db = new PrismaClient({
    adapter: createPostgresAdapter(url, { connectionTimeoutMillis: 3_000 }),
  });
  try {
    const limiter = createRateLimiter({ points: 1, db: async () => db, timeoutMs: 50 });
    // Answered by this process's count long before the driver gives up on the connection...
    const [first, second] = await Promise.all([limiter.consume('k'), limiter.consume('k')]);
    expect([first.allowed, second.allowed].sort()).toEqual([false, true]);
    expect(lines).toEqual([]);
    // ...which it then does: an outage, logged as a warning, once.
    for (let i = 0; i < 100 && lines.length === 0; i += 1) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(lines.map(({ level, event }) => `${level} ${event}`)).toEqual([
      'warn api.rate_limit_degraded',
    ]);
  } finally {
    await db.$disconnect();
    for (const socket of sockets) socket.destroy();
    silent.close();
  }
});
