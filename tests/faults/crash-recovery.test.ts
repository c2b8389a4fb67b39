import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { expectHealthy, startAppServer, type AppServer } from './support/app-server';
import { startFakeProvider, type FakeProvider } from './support/fake-provider';
import {
  createFaultsDatabase,
  databaseUrl,
  expectDeliveredOnce,
  expectStored,
  outbox,
  submitLead,
  sweep,
  waitFor,
  type FaultsDatabase,
} from './support/harness';

// (c) The server is killed (SIGKILL) after a lead is stored and while its emails are being
// sent: the first has reached the provider but its answer has not come back. After a restart
// the new server's own sender takes both once their lease (one send: 10 s + 20 s) has run out,
// within a minute and with no cron or script, and the Idempotency-Key keeps the first from
// going out twice. `npm run outbox:drain` then finds nothing left.

let db: FaultsDatabase;
let provider: FakeProvider;
let app: AppServer;
let env: Record<string, string>;

beforeAll(async () => {
  db = await createFaultsDatabase();
  provider = await startFakeProvider();
  env = {
    DATABASE_URL: databaseUrl(db.name),
    RESEND_API_KEY: 're_faults',
    RESEND_BASE_URL: provider.url,
  };
  app = await startAppServer(env);
});

afterAll(async () => {
  await app?.kill();
  await provider?.close();
  await db?.drop();
});

test('a kill between storing a lead and sending its emails loses nothing, sends nothing twice', async () => {
  provider.mode = { kind: 'accept-then-hang' };
  const lead = await submitLead(app.url, 'crash');
  expect(lead.status).toBe(200);
  await waitFor('the first email to reach the provider', async () => provider.requests.length >= 1);
  // One email at a time until a send has succeeded: the first is leased, the second waits.
  const claimed = await outbox(db.sql);
  expect(claimed.map((row) => row.status).sort()).toEqual(['pending', 'sending']);
  const [first] = provider.requests;

  const killedPid = app.pid;
  const killedAt = Date.now();
  await app.kill('SIGKILL');
  expect(app.exit).toEqual({ code: null, signal: 'SIGKILL' });

  provider.mode = { kind: 'ok' };
  const startedAt = Date.now();
  app = await startAppServer(env);
  console.log(`[faults:crash] killed pid ${killedPid}; restarted in ${Date.now() - startedAt} ms`);
  expect(app.pid).not.toBe(killedPid);

  // The dead server's claim is leased for one send (30 s): nobody takes it at once...
  await sweep(app.url);
  if (first && Date.now() - first.at < 25_000) {
    expect(provider.requests.filter((request) => request.key === first.key)).toHaveLength(1);
  }
  // ...and the restarted server's sender takes it when the lease runs out, by itself.
  await waitFor(
    'the restarted server to send what the dead one had claimed',
    async () => (await outbox(db.sql)).every((row) => row.status === 'sent'),
    60_000,
  );
  console.log(
    `[faults:crash] claims of the killed server sent ${Date.now() - killedAt} ms after the kill`,
  );
  expect(Date.now() - killedAt).toBeLessThan(60_000);
  const tsx = path.join('node_modules', 'tsx', 'dist', 'cli.mjs');
  const drain = await promisify(execFile)(process.execPath, [tsx, 'scripts/db/outbox-drain.ts'], {
    env: { ...process.env, ...env },
    timeout: 60_000,
  });
  console.log(`[faults:crash] ${drain.stdout.trim()}`);
  expect(drain.stdout).toMatch(/"claimed":0/);

  await expectStored(db.sql, [lead]);
  await expectDeliveredOnce(db.sql, provider);
  // The email the provider had accepted before the kill was asked for again, and replayed.
  expect(provider.requests.filter((request) => request.key === first?.key)).toHaveLength(2);

  // The restarted server takes leads as before.
  expect((await submitLead(app.url, 'after-restart')).status).toBe(200);
  await expectHealthy(app);
});
