import { expectHealthy, startAppServer, type AppServer } from './support/app-server';
import { startFakeProvider, type FakeProvider } from './support/fake-provider';
import {
  createFaultsDatabase,
  databaseUrl,
  expectDeliveredOnce,
  expectStored,
  makeDue,
  outbox,
  submitLead,
  sweep,
  waitFor,
  type FaultsDatabase,
} from './support/harness';

// (b) The email provider fails (500), rate-limits (429 with Retry-After) and hangs. Leads are
// answered without waiting for it; their emails wait in the outbox and go out exactly once.

let db: FaultsDatabase;
let provider: FakeProvider;
let app: AppServer;

beforeAll(async () => {
  db = await createFaultsDatabase();
  provider = await startFakeProvider();
  app = await startAppServer({
    DATABASE_URL: databaseUrl(db.name),
    RESEND_API_KEY: 're_faults',
    RESEND_BASE_URL: provider.url,
  });
});

afterAll(async () => {
  await app?.kill();
  await provider?.close();
  await db?.drop();
});

test('500, 429 and a hanging provider: answered at once, delivered exactly once', async () => {
  provider.mode = { kind: 'fail', status: 500 };
  const failing = await Promise.all([1, 2].map((i) => submitLead(app.url, `p500-${i}`)));
  expect(failing.map((s) => s.status)).toEqual([200, 200]);
  expect(Math.max(...failing.map((s) => s.ms))).toBeLessThan(3_000);
  await waitFor('the first attempts to fail and be rescheduled', async () => {
    const rows = await outbox(db.sql);
    return rows.length === 4 && rows.every((row) => row.status === 'pending' && row.attempts >= 1);
  });

  // 429 with Retry-After: the sweeper stops at the first one and waits as long as it was told.
  provider.mode = { kind: 'fail', status: 429, headers: { 'retry-after': '120' } };
  await makeDue(db.sql);
  const before = provider.requests.length;
  const limited = await sweep(app.url);
  expect(limited.status).toBe(200);
  expect(limited.ms).toBeLessThan(10_000);
  expect(provider.requests.length - before).toBe(1);
  const held = await outbox(db.sql);
  for (const row of held) {
    expect(row.status).toBe('pending');
    expect(row.next_attempt_at.getTime() - Date.now()).toBeGreaterThan(100_000);
  }
  const early = await sweep(app.url);
  expect(early.delivery?.claimed).toBe(0); // nothing goes out before Retry-After has passed

  provider.mode = { kind: 'ok' };
  await makeDue(db.sql);
  // Held with the leads' four: the staff's alerts that the sweeps queued if the seeded salary
  // rules carry a warning (lib/salary/alerts.ts); all go out on this sweep.
  const due = await outbox(db.sql);
  expect(due.filter((row) => row.idempotency_key.startsWith('staff_alert/'))).toHaveLength(
    due.length - 4,
  );
  const recovered = await sweep(app.url);
  expect(recovered.delivery?.sent).toBe(due.length);
  await expectDeliveredOnce(db.sql, provider);

  // A provider that never answers: the lead is still answered at once, the sweeper is not held
  // up (the sends are leased by the after-response delivery), each send gives up after 10 s.
  provider.mode = { kind: 'hang' };
  const sentBefore = provider.requests.length;
  const hung = await submitLead(app.url, 'hang');
  expect(hung.status).toBe(200);
  expect(hung.ms).toBeLessThan(3_000);
  await waitFor('the first hanging send', async () => provider.requests.length > sentBefore);
  const during = await sweep(app.url, 30_000);
  expect(during.status).toBe(200);
  expect(during.ms).toBeLessThan(10_000);
  const started = Date.now();
  await waitFor(
    'the hanging sends to time out',
    async () => {
      const rows = await outbox(db.sql);
      const retried = rows.filter((row) => row.last_error?.includes('timed out'));
      return retried.length === 2 && rows.every((row) => row.status !== 'sending');
    },
    40_000,
  );
  const hungFor = Date.now() - started;
  console.log(`[faults:provider] two hanging sends given up after ${hungFor} ms in all`);
  expect(hungFor).toBeLessThan(30_000);

  provider.mode = { kind: 'ok' };
  await makeDue(db.sql);
  expect((await sweep(app.url)).delivery?.sent).toBe(2);
  await expectStored(db.sql, [...failing, hung]);
  await expectDeliveredOnce(db.sql, provider);
  await expectHealthy(app);
});
