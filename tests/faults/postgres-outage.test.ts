import { expectHealthy, PORTS, startAppServer, type AppServer } from './support/app-server';
import { startFakeProvider, type FakeProvider } from './support/fake-provider';
import {
  createFaultsDatabase,
  expectDeliveredOnce,
  expectStored,
  makeDue,
  outbox,
  submitLead,
  sweep,
  waitFor,
  type FaultsDatabase,
  type Submission,
} from './support/harness';
import { startPgProxy, type PgProxy } from './support/pg-proxy';

// (a) PostgreSQL goes away and comes back while leads arrive: dropped and refused (cut), then
// silent (blackhole). The app talks to Postgres through a proxy the test controls.

let db: FaultsDatabase;
let proxy: PgProxy;
let provider: FakeProvider;
let app: AppServer;
const all: Submission[] = [];

const times = (count: number) => Array.from({ length: count }, (_, index) => index + 1);
const statuses = (list: Submission[]) => list.map((submission) => submission.status);

beforeAll(async () => {
  db = await createFaultsDatabase();
  proxy = await startPgProxy(PORTS.pgProxy);
  provider = await startFakeProvider();
  app = await startAppServer({
    DATABASE_URL: proxy.url(db.name),
    RESEND_API_KEY: 're_faults',
    RESEND_BASE_URL: provider.url,
  });
});

afterAll(async () => {
  await app?.kill();
  await proxy?.close();
  await provider?.close();
  await db?.drop();
});

async function untilStoredAgain(tag: string): Promise<Submission> {
  return waitFor(
    `a stored lead after the restore (${tag})`,
    async () => {
      const submission = await submitLead(app.url, tag);
      all.push(submission);
      return submission.status === 200 && submission;
    },
    30_000,
  );
}

test('leads keep their promise through a database outage', async () => {
  const baseline = await Promise.all(times(3).map((i) => submitLead(app.url, `up-${i}`)));
  all.push(...baseline);
  expect(statuses(baseline)).toEqual([200, 200, 200]);

  // Cut in the middle of a stream of requests, as soon as the first of them has been answered:
  // each is answered, stored (200) or refused (503).
  const racing: Promise<Submission>[] = [];
  let cutting: Promise<void> | null = null;
  for (const i of times(12)) {
    const submission = submitLead(app.url, `race-${i}`);
    cutting ??= submission.then(() => proxy.cut());
    racing.push(submission);
    await new Promise((resolve) => setTimeout(resolve, 30));
  }
  await cutting;
  const raced = await Promise.all(racing);
  all.push(...raced);
  for (const submission of raced) expect([200, 503]).toContain(submission.status);
  expect(raced.some((submission) => submission.status === 200)).toBe(true);

  // While Postgres refuses connections, the answer is a quick 503 (the visitor is told to retry).
  const refused = await Promise.all(times(4).map((i) => submitLead(app.url, `down-${i}`)));
  all.push(...refused);
  expect(statuses(refused)).toEqual([503, 503, 503, 503]);
  expect(refused.map((s) => s.retryAfter)).toEqual(['30', '30', '30', '30']);
  expect(Math.max(...refused.map((s) => s.ms))).toBeLessThan(7_000);

  await proxy.restore();
  await untilStoredAgain('back-1');

  // A silent database: only the app's own timeouts end the wait (connect 5 s, query 12 s).
  proxy.blackhole();
  const silent = await Promise.all(times(3).map((i) => submitLead(app.url, `hole-${i}`, 30_000)));
  all.push(...silent);
  expect(statuses(silent)).toEqual([503, 503, 503]);
  expect(Math.max(...silent.map((s) => s.ms))).toBeLessThan(20_000);

  await proxy.restore();
  await untilStoredAgain('back-2');
  console.log(
    '[faults:postgres] answers:',
    JSON.stringify(all.map((s) => `${s.email.split('-')[1]}:${s.status}:${s.ms}ms`)),
  );

  await expectStored(db.sql, all);

  // Emails of leads whose after-response delivery met the outage are still queued (or leased by
  // a delivery that died with its connection): the sweeper sends them, each exactly once.
  await new Promise((resolve) => setTimeout(resolve, 2_000));
  await makeDue(db.sql, { leases: true });
  await waitFor('an empty outbox', async () => {
    await sweep(app.url);
    return (await outbox(db.sql)).every((row) => row.status === 'sent');
  });
  await expectDeliveredOnce(db.sql, provider);

  await expectHealthy(app);
});
