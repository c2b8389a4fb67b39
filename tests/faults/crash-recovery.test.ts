import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { expectHealthy, startAppServer, type AppServer } from './support/app-server';
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
} from './support/harness';

// (c) The server is killed (SIGKILL) after a lead is stored and while its emails are being
// sent: the first has reached the provider but its answer has not come back, the second has
// not been tried. After a restart the sweeper (`npm run outbox:drain`) delivers both, and the
// Idempotency-Key keeps the first from going out twice.

let db: FaultsDatabase;
let provider: FakeProvider;
let app: AppServer;
let env: Record<string, string>;

beforeAll(async () => {
  db = await createFaultsDatabase();
  provider = await startFakeProvider();
  env = {
    DATABASE_URL: `postgresql://postgres@127.0.0.1:5432/${db.name}`,
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
  const claimed = await outbox(db.sql);
  expect(claimed.map((row) => row.status)).toEqual(['sending', 'sending']);

  const killedPid = app.pid;
  await app.kill('SIGKILL');
  expect(app.exit).toEqual({ code: null, signal: 'SIGKILL' });

  provider.mode = { kind: 'ok' };
  const startedAt = Date.now();
  app = await startAppServer(env);
  console.log(`[faults:crash] killed pid ${killedPid}; restarted in ${Date.now() - startedAt} ms`);
  expect(app.pid).not.toBe(killedPid);

  // The dead server's claims are leased (about two minutes): nobody may take them earlier...
  expect((await sweep(app.url)).delivery?.claimed).toBe(0);
  // ...so the test moves the clock past the lease instead of waiting.
  await makeDue(db.sql, { leases: true });
  const tsx = path.join('node_modules', 'tsx', 'dist', 'cli.mjs');
  const drain = await promisify(execFile)(process.execPath, [tsx, 'scripts/db/outbox-drain.ts'], {
    env: { ...process.env, ...env },
    timeout: 60_000,
  });
  console.log(`[faults:crash] ${drain.stdout.trim()}`);

  await expectStored(db.sql, [lead]);
  await expectDeliveredOnce(db.sql, provider);
  // The email the provider had accepted before the kill was asked for again, and replayed.
  const [first] = provider.requests;
  expect(provider.requests.filter((request) => request.key === first?.key)).toHaveLength(2);

  // The restarted server takes leads as before.
  expect((await submitLead(app.url, 'after-restart')).status).toBe(200);
  await expectHealthy(app);
});
