/** @jest-environment node */
import { DatabaseUnavailableError } from '@/lib/db/errors';
import type { PrismaClient } from '@/lib/db/generated/client';
import { claimDueEmails } from '@/lib/email/claim';
import { DeliveryLoop, type DeliveryLoopOptions } from '@/lib/email/delivery-loop';
import { queueLeadEmails } from '@/lib/email/queue';
import { createTestDatabase, truncateAll, type TestDatabase } from '@/tests/helpers/db';
import { startFakeResend, type FakeResend } from '@/tests/helpers/fake-resend';

// The process's outbox sender (lib/email/delivery-loop.ts) against real PostgreSQL and a fake
// Resend: bounded sends in flight, a lease of one send, and a sender that wakes itself while
// emails are due.

jest.setTimeout(60_000);

let database: TestDatabase;
let db: PrismaClient;
let resend: FakeResend;
const loops: DeliveryLoop[] = [];
const warn = jest.fn();

async function storeLeads(count: number): Promise<void> {
  for (let i = 0; i < count; i += 1) {
    await db.$transaction(async (tx) => {
      const email = `loop-${i}@example.se`;
      const lead = await tx.contactMessage.create({
        data: { kind: 'contact', language: 'sv', email, name: 'Anna', message: 'Hej' },
      });
      await queueLeadEmails(tx, {
        kind: 'contact',
        leadId: lead.id,
        visitor: { email, name: 'Anna', language: 'sv' },
        fields: { name: 'Anna', email, message: 'Hej' },
      });
    });
  }
}

function loop(options: Partial<DeliveryLoopOptions> = {}): DeliveryLoop {
  const created = new DeliveryLoop({
    db: async () => db,
    resendApiKey: 're_test',
    resendBaseUrl: resend.url,
    random: () => 0,
    timeoutMs: 2_000,
    concurrency: 4,
    ...options,
  });
  loops.push(created);
  return created;
}

const statuses = async () =>
  (await db.emailOutbox.findMany({ select: { status: true } })).map((row) => row.status);

async function until(what: string, probe: () => Promise<boolean>, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await probe())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

beforeAll(async () => {
  database = await createTestDatabase();
  db = database.db;
  resend = await startFakeResend();
});
afterAll(async () => {
  await resend?.close();
  await database?.close();
});
beforeEach(async () => {
  await truncateAll(db);
  resend.requests.length = 0;
  resend.defaultDelayMs = 0;
  warn.mockClear();
  jest.spyOn(console, 'warn').mockImplementation(warn);
  jest.spyOn(console, 'info').mockImplementation(() => {});
});
afterEach(async () => {
  await Promise.all(loops.splice(0).map((each) => each.stop()));
});

test('a claim never takes more rows than asked for', async () => {
  await storeLeads(3);
  const now = new Date();
  const rows = await claimDueEmails(db, now, new Date(now.getTime() + 30_000), 2);
  expect(rows).toHaveLength(2);
  expect(await db.emailOutbox.count({ where: { status: 'sending' } })).toBe(2);
});

test('at most `concurrency` sends in flight, opening up 1, 2, 4 as sends succeed', async () => {
  await storeLeads(12);
  resend.defaultDelayMs = 60;
  const sender = loop();
  const summary = await sender.drain();
  expect(summary).toMatchObject({ claimed: 24, sent: 24 });
  expect(resend.inFlight().peak).toBeLessThanOrEqual(4);
  expect(sender.peakInFlight).toBe(4);
  expect([...resend.keyCounts().values()]).toEqual(Array(24).fill(1));
});

test('a claim is leased for one send (timeout + margin), not for a whole batch', async () => {
  await storeLeads(3);
  resend.reply({ hang: true });
  const sender = loop({ timeoutMs: 1_000, leaseMarginMs: 2_000 });
  const claimedAt = Date.now();
  sender.wake();
  await until('the first send to be under way', async () => resend.requests.length === 1);
  const [leased] = await db.emailOutbox.findMany({ where: { status: 'sending' } });
  expect(leased?.nextAttemptAt.getTime()).toBeGreaterThanOrEqual(claimedAt + 2_900);
  expect(leased?.nextAttemptAt.getTime()).toBeLessThanOrEqual(Date.now() + 3_100);
  await sender.drain();
});

test('a long-lived sender picks up a dead sender’s rows when their lease runs out', async () => {
  await storeLeads(1);
  const now = new Date();
  // Another process claimed both emails for 1.5 s, then died.
  await claimDueEmails(db, now, new Date(now.getTime() + 1_500), 10);
  const sender = loop();
  sender.keepAwake();
  await new Promise((resolve) => setTimeout(resolve, 500));
  expect(resend.requests).toHaveLength(0); // still leased
  await until('the leased emails to be sent', async () =>
    (await statuses()).every((status) => status === 'sent'),
  );
  expect(Date.now() - now.getTime()).toBeGreaterThanOrEqual(1_500);
});

test('after a failure it tries again when the retry is due, without being woken', async () => {
  await storeLeads(1);
  resend.reply({ status: 503 }, { status: 503 });
  const retry = { baseDelayMs: 600, maxDelayMs: 600, maxAttempts: 5 };
  const sender = loop({ retry });
  sender.keepAwake();
  await until('both emails to be sent on a later attempt', async () =>
    (await statuses()).every((status) => status === 'sent'),
  );
  expect(await db.emailOutbox.count({ where: { attempts: 2 } })).toBe(2);
});

test('a database that cannot be reached: one warning, nothing thrown, the drain ends', async () => {
  const down = loop({
    db: async () => {
      throw new DatabaseUnavailableError('The database is unavailable');
    },
  });
  const started = Date.now();
  await expect(down.drain()).resolves.toMatchObject({ claimed: 0 });
  await expect(down.drain()).resolves.toMatchObject({ claimed: 0 });
  expect(Date.now() - started).toBeLessThan(2_000);
  const events = warn.mock.calls.map(([line]) => JSON.parse(String(line)).event);
  expect(events).toEqual(['email.delivery_paused']);
});

test('many requests waiting on one busy sender do not spin it', async () => {
  await storeLeads(3);
  resend.reply({ hang: true });
  let claims = 0;
  const counted = new Proxy(db, {
    get(target, property, receiver) {
      if (property === '$queryRaw') claims += 1; // each claim is one UPDATE ... RETURNING
      return Reflect.get(target, property, receiver);
    },
  });
  const sender = loop({ db: async () => counted, timeoutMs: 1_500 });
  // Fifty requests' after() at once, while the one send in flight hangs.
  const started = Date.now();
  await Promise.all(Array.from({ length: 50 }, () => sender.drain({ budgetMs: 1_000 })));
  expect(Date.now() - started).toBeLessThan(5_000);
  expect(claims).toBeLessThan(20);
  await sender.drain();
});
