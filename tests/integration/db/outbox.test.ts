/** @jest-environment node */
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { PrismaClient } from '@/lib/db/generated/client';
import type { DeliveryOptions } from '@/lib/email/attempt';
import { drainOutbox } from '@/lib/email/drain';
import { queueLeadEmails } from '@/lib/email/queue';
import { site } from '@/lib/site';
import { createTestDatabase, truncateAll, type TestDatabase } from '@/tests/helpers/db';
import { startFakeResend, type FakeResend } from '@/tests/helpers/fake-resend';

jest.setTimeout(60_000);

/** One bounded run of a sender of its own, at most 10 emails. */
const deliverDueEmails = (db: PrismaClient, options: DeliveryOptions = {}) =>
  drainOutbox(db, { ...options, maxEmails: 10 });

async function storeContactLead(
  db: PrismaClient,
  email = 'anna@example.se',
  fail = false,
): Promise<string> {
  return db.$transaction(async (tx) => {
    const lead = await tx.contactMessage.create({
      data: { kind: 'contact', language: 'sv', email, name: 'Anna', company: 'AB', message: 'Hej' },
    });
    await queueLeadEmails(tx, {
      kind: 'contact',
      leadId: lead.id,
      visitor: { email, name: 'Anna', language: 'sv' },
      fields: { name: 'Anna', email, company: 'AB', message: 'Hej' },
    });
    if (fail) throw new Error('something after the inserts failed');
    return lead.id;
  });
}

describe('email outbox', () => {
  let database: TestDatabase;
  let db: PrismaClient;
  let resend: FakeResend;
  let options: DeliveryOptions;
  // lib/log writes warnings to console.warn and errors (email.dead) to console.error.
  const log = jest.fn();

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
    log.mockClear();
    jest.spyOn(console, 'warn').mockImplementation(log);
    jest.spyOn(console, 'error').mockImplementation(log);
    options = {
      resendApiKey: 're_test',
      resendBaseUrl: resend.url,
      random: () => 0,
      timeoutMs: 2_000,
    };
  });

  test('queues a staff notification and a confirmation in the lead transaction', async () => {
    const leadId = await storeContactLead(db);
    const rows = await db.emailOutbox.findMany({ orderBy: { idempotencyKey: 'asc' } });
    expect(rows.map((row) => [row.idempotencyKey, row.recipient, row.replyTo, row.status])).toEqual(
      [
        [`contact/${leadId}/confirmation`, 'anna@example.se', site.email, 'pending'],
        [`contact/${leadId}/staff`, site.staffEmail, 'anna@example.se', 'pending'],
      ],
    );
  });

  test('a failed transaction leaves neither the lead nor its emails', async () => {
    await expect(storeContactLead(db, 'anna@example.se', true)).rejects.toThrow('failed');
    expect(await db.contactMessage.count()).toBe(0);
    expect(await db.emailOutbox.count()).toBe(0);
  });

  test('without an API key each email becomes an .eml file and the row is logged', async () => {
    const mailDir = await mkdtemp(path.join(tmpdir(), 'site-mail-'));
    await storeContactLead(db);
    const summary = await deliverDueEmails(db, { resendApiKey: null, mailDir });
    expect(summary).toMatchObject({ claimed: 2, logged: 2 });
    const files = await readdir(mailDir);
    expect(files).toHaveLength(2);
    const staff = await readFile(
      path.join(mailDir, files.find((f) => f.endsWith('_staff.eml')) ?? ''),
      'utf8',
    );
    expect(staff).toMatch(
      /^From: .+\r\nTo: .+\r\nReply-To: anna@example.se\r\nSubject: Nytt kontaktmeddelande: Anna\r\n/,
    );
    expect(staff).toContain('Content-Type: text/plain; charset=utf-8');
    expect(staff).toMatch(/<!doctype html/i);
    expect(await db.emailOutbox.count({ where: { status: 'logged', sentAt: { not: null } } })).toBe(
      2,
    );
    await rm(mailDir, { recursive: true, force: true });
  });

  test('a mail file that cannot be written is retried, and the log line keeps its cause', async () => {
    const notADirectory = path.join(await mkdtemp(path.join(tmpdir(), 'site-mail-')), 'file');
    await writeFile(notADirectory, 'in the way');
    await storeContactLead(db);
    await expect(
      deliverDueEmails(db, { resendApiKey: null, mailDir: notADirectory }),
    ).resolves.toMatchObject({ retried: 2 });
    const line = JSON.parse(String(log.mock.calls[0]?.[0]));
    expect(line).toMatchObject({
      event: 'email.retry_scheduled',
      error: expect.stringMatching(/^mail file: /),
    });
    expect(line.cause).toMatchObject({ code: expect.stringMatching(/^E(NOTDIR|EXIST)$/) });
    expect(line.cause.stack).toMatch(/\n\s+at /);
    expect(JSON.stringify(line)).not.toContain('anna@example.se');
    await rm(path.dirname(notADirectory), { recursive: true, force: true });
  });

  test('sends through Resend with the row idempotency key', async () => {
    await storeContactLead(db);
    await expect(deliverDueEmails(db, options)).resolves.toMatchObject({ claimed: 2, sent: 2 });
    const rows = await db.emailOutbox.findMany();
    expect(rows.every((row) => row.status === 'sent' && row.attempts === 1 && row.providerId)).toBe(
      true,
    );
    expect(resend.requests.map((r) => r.headers['idempotency-key']).sort()).toEqual(
      rows.map((r) => r.idempotencyKey).sort(),
    );
    expect(resend.requests[0]?.headers.authorization).toBe('Bearer re_test');
    expect(resend.requests.some((r) => r.body.reply_to === 'anna@example.se')).toBe(true);
  });

  test('5xx is retried later with backoff, then sent', async () => {
    await storeContactLead(db);
    resend.reply({ status: 500 }, { status: 503 });
    const now = new Date();
    await deliverDueEmails(db, { ...options, now: () => now });
    const failed = await db.emailOutbox.findMany();
    for (const row of failed) {
      expect(row).toMatchObject({ status: 'pending', attempts: 1 });
      expect(row.lastError).toMatch(/application_error/);
      expect(row.nextAttemptAt.getTime()).toBe(now.getTime() + 15_000); // 30 s base, half jittered, random 0
    }
    expect(log).toHaveBeenCalledTimes(2);
    expect(JSON.parse(String(log.mock.calls[0]?.[0]))).toMatchObject({
      event: 'email.retry_scheduled',
      status: 500,
    });
    await expect(deliverDueEmails(db, { ...options, now: () => now })).resolves.toMatchObject({
      claimed: 0,
    });
    const later = new Date(now.getTime() + 16_000);
    await expect(deliverDueEmails(db, { ...options, now: () => later })).resolves.toMatchObject({
      sent: 2,
    });
    expect(await db.emailOutbox.count({ where: { status: 'sent', attempts: 2 } })).toBe(2);
  });

  test('429 honours Retry-After and holds every other due email back, untried', async () => {
    await storeContactLead(db);
    resend.reply({
      status: 429,
      headers: { 'retry-after': '120' },
      body: { name: 'rate_limit_exceeded', message: 'slow down', statusCode: 429 },
    });
    const now = new Date();
    // One email at a time until a send has succeeded: the first answer (429) stops the rest.
    await expect(deliverDueEmails(db, { ...options, now: () => now })).resolves.toMatchObject({
      claimed: 1,
      retried: 1,
    });
    expect(resend.requests).toHaveLength(1);
    const rows = await db.emailOutbox.findMany({ orderBy: { attempts: 'desc' } });
    expect(rows.map((row) => [row.status, row.attempts, row.nextAttemptAt.getTime()])).toEqual([
      ['pending', 1, now.getTime() + 120_000],
      ['pending', 0, now.getTime() + 120_000],
    ]);
  });

  test('a request hanging past the timeout is abandoned and retried', async () => {
    await storeContactLead(db);
    resend.reply({ hang: true }, { hang: true });
    const started = Date.now();
    await expect(deliverDueEmails(db, { ...options, timeoutMs: 300 })).resolves.toMatchObject({
      retried: 2,
    });
    expect(Date.now() - started).toBeLessThan(5_000);
    const rows = await db.emailOutbox.findMany();
    expect(
      rows.every((row) => row.status === 'pending' && /timed out/.test(row.lastError ?? '')),
    ).toBe(true);
  });

  test('422 is dead at once and never retried', async () => {
    await storeContactLead(db);
    resend.reply(
      {
        status: 422,
        body: { name: 'validation_error', message: 'Invalid `to` field', statusCode: 422 },
      },
      {
        status: 422,
        body: { name: 'validation_error', message: 'Invalid `to` field', statusCode: 422 },
      },
    );
    await expect(deliverDueEmails(db, options)).resolves.toMatchObject({ dead: 2 });
    const later = new Date(Date.now() + 24 * 3_600_000);
    await expect(deliverDueEmails(db, { ...options, now: () => later })).resolves.toMatchObject({
      claimed: 0,
    });
    expect(resend.requests).toHaveLength(2);
    expect(await db.emailOutbox.count({ where: { status: 'dead', attempts: 1 } })).toBe(2);
    expect(JSON.parse(String(log.mock.calls[0]?.[0]))).toMatchObject({
      level: 'error',
      event: 'email.dead',
      status: 422,
    });
  });

  test('a row that keeps failing is dead after the last attempt', async () => {
    await storeContactLead(db);
    resend.reply({ status: 500 }, { status: 500 }, { status: 500 }, { status: 500 });
    const retry = { baseDelayMs: 1_000, maxDelayMs: 1_000, maxAttempts: 2 };
    await deliverDueEmails(db, { ...options, retry });
    const later = new Date(Date.now() + 60_000);
    await expect(
      deliverDueEmails(db, { ...options, retry, now: () => later }),
    ).resolves.toMatchObject({ dead: 2 });
    expect(await db.emailOutbox.count({ where: { status: 'dead', attempts: 2 } })).toBe(2);
  });

  test('two concurrent runners deliver every email exactly once', async () => {
    for (let i = 0; i < 6; i += 1) await storeContactLead(db, `visitor${i}@example.se`);
    const [first, second] = await Promise.all([drainOutbox(db, options), drainOutbox(db, options)]);
    expect(first.sent + second.sent).toBe(12);
    expect([...resend.keyCounts().values()]).toEqual(Array(12).fill(1));
    expect(await db.emailOutbox.count({ where: { status: 'sent', attempts: 1 } })).toBe(12);
  });
});
