import { expectHealthy, PORTS, startAppServer, type AppServer } from './support/app-server';
import { startFakeProvider, type FakeProvider } from './support/fake-provider';
import {
  createFaultsDatabase,
  databaseUrl,
  expectStored,
  outbox,
  submitLead,
  waitFor,
  type FaultsDatabase,
  type Submission,
} from './support/harness';

// (d) Two instances, one database. The email provider hangs for 20 s while a burst of 200
// leads arrives. Each instance keeps at most OUTBOX_CONCURRENCY (4) sends in flight, the leads
// are answered at once, and once the provider is back the backlog empties within a minute with
// no cron call (each instance's sender wakes itself); no email goes out twice. Each instance
// has a provider of its own here, so the sends in flight are counted per instance.

const LIMIT = 4;
const LEADS = 200;
const HANG_MS = 20_000;

let db: FaultsDatabase;
let providers: FakeProvider[] = [];
let apps: AppServer[] = [];

beforeAll(async () => {
  db = await createFaultsDatabase();
  providers = await Promise.all([
    startFakeProvider(PORTS.provider),
    startFakeProvider(PORTS.secondProvider),
  ]);
  const env = (provider: FakeProvider) => ({
    DATABASE_URL: databaseUrl(db.name),
    RESEND_API_KEY: 're_faults',
    RESEND_BASE_URL: provider.url,
    OUTBOX_CONCURRENCY: String(LIMIT),
  });
  apps = await Promise.all([
    startAppServer(env(providers[0] as FakeProvider), PORTS.app),
    startAppServer(env(providers[1] as FakeProvider), PORTS.secondApp),
  ]);
}, 120_000);

afterAll(async () => {
  await Promise.all(apps.map((app) => app.kill()));
  await Promise.all(providers.map((provider) => provider.close()));
  await db?.drop();
});

/** `count` leads spread over both instances, at most `parallel` in flight at once. */
async function burst(tag: string, count: number, parallel = 20): Promise<Submission[]> {
  const results: Submission[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: parallel }, async () => {
      while (next < count) {
        const index = next++;
        const app = apps[index % apps.length] as AppServer;
        results.push(await submitLead(app.url, `${tag}-${index}`));
      }
    }),
  );
  return results;
}

test('a 20 s provider hang under 200 leads: bounded, drained within a minute, nothing twice', async () => {
  // A few leads while the provider works: the senders are warm (all 4 slots open).
  const warm = await burst('warm', 8, 4);
  await waitFor(
    'the warm-up emails',
    async () => (await outbox(db.sql)).every((row) => row.status === 'sent'),
    30_000,
  );
  for (const provider of providers) provider.inFlight.peak = 0;

  for (const provider of providers) provider.mode = { kind: 'hang' };
  const hangStarted = Date.now();
  const recovery = new Promise<number>((resolve) =>
    setTimeout(() => {
      for (const provider of providers) provider.mode = { kind: 'ok' };
      resolve(Date.now());
    }, HANG_MS),
  );
  const leads = await burst('hang', LEADS);
  const answeredIn = Date.now() - hangStarted;
  expect(leads.filter((lead) => lead.status !== 200)).toEqual([]);
  const peaksDuringHang = await recovery.then(() => providers.map((p) => p.inFlight.peak));
  const recoveredAt = Date.now();

  // No cron call from here on: the instances' own senders must empty the outbox.
  const emptied = await waitFor(
    'an empty outbox after the provider recovered',
    async () => {
      const rows = await outbox(db.sql);
      return rows.every((row) => row.status === 'sent') && Date.now();
    },
    90_000,
  );
  const drainedIn = emptied - recoveredAt;
  const peaks = providers.map((provider) => provider.inFlight.peak);
  const rows = await outbox(db.sql);
  const requests = providers.flatMap((provider) => provider.requests);
  const deliveries = new Map<string, number>();
  for (const provider of providers) {
    for (const [key, sends] of provider.deliveries) {
      deliveries.set(key, (deliveries.get(key) ?? 0) + sends);
    }
  }
  console.log(
    `[faults:burst] ${LEADS} leads answered in ${answeredIn} ms (max ${Math.max(
      ...leads.map((lead) => lead.ms),
    )} ms each); sends in flight at most ${JSON.stringify(peaksDuringHang)} per instance ` +
      `during the ${HANG_MS / 1000} s hang, ${JSON.stringify(peaks)} overall (limit ${LIMIT}); ` +
      `backlog of ${rows.length} emails empty ${drainedIn} ms after recovery, no cron; ` +
      `${requests.length} provider requests (${requests.filter((r) => r.status === null).length} ` +
      `unanswered), ${deliveries.size} emails sent, most sends of one key: ` +
      `${Math.max(...deliveries.values())}`,
  );

  for (const peak of peaks) expect(peak).toBeLessThanOrEqual(LIMIT);
  expect(Math.max(...peaksDuringHang)).toBeGreaterThan(0); // the hang was really met
  expect(drainedIn).toBeLessThan(60_000);
  // One lead per answered submission, two emails each; every email sent once, under its key.
  await expectStored(db.sql, [...warm, ...leads]);
  expect(rows).toHaveLength(2 * (warm.length + leads.length));
  expect(deliveries.size).toBe(rows.length);
  expect([...deliveries.values()].every((sends) => sends === 1)).toBe(true);
  expect(new Set(rows.map((row) => row.idempotency_key)).size).toBe(rows.length);
  expect(requests.filter((request) => !request.key)).toEqual([]);
  for (const app of apps) await expectHealthy(app);
});
