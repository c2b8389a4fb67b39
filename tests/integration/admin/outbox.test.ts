/** @jest-environment node */
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import type { OutboxStatus, PrismaClient } from '@/lib/db/generated/client';
import { listProblemEmails, outboxCounts, retryEmail } from '@/lib/admin/outbox';
import { drainOutbox } from '@/lib/email/drain';
import { createTestDatabase, truncateAll, type TestDatabase } from '@/tests/helpers/db';

jest.setTimeout(60_000);

const NOW = new Date('2026-11-23T10:00:00Z');

describe('the outbox in the back office (lib/admin/outbox.ts) on PostgreSQL', () => {
  let database: TestDatabase;
  let db: PrismaClient;
  let mailDir: string;

  beforeAll(async () => {
    database = await createTestDatabase();
    db = database.db;
  });
  afterAll(() => database?.close());
  beforeEach(async () => {
    await truncateAll(db);
    mailDir = await mkdtemp(path.join(tmpdir(), 'admin-outbox-'));
  });
  afterEach(() => rm(mailDir, { recursive: true, force: true }));

  async function email(
    status: OutboxStatus,
    extra: { lastError?: string; attempts?: number; leadKind?: 'contact' | 'staff_sign_in' } = {},
  ) {
    return db.emailOutbox.create({
      data: {
        recipient: 'anna@example.se',
        subject: `Subject ${status}`,
        html: '<p>Hej</p>',
        text: 'Hej',
        idempotencyKey: randomUUID(),
        status,
        leadKind: extra.leadKind ?? 'contact',
        leadId: randomUUID(),
        nextAttemptAt: new Date('2026-11-24T10:00:00Z'),
        ...extra,
      },
    });
  }

  test('lists what gave up and what failed and waits, with the error; counts what waits', async () => {
    const dead = await email('dead', { lastError: '422 invalid recipient', attempts: 6 });
    const failing = await email('pending', { lastError: 'timeout', attempts: 2 });
    await email('pending');
    await email('sent');
    await email('logged');
    const list = await listProblemEmails(db);
    expect(list.map((row) => row.id).sort()).toEqual([dead.id, failing.id].sort());
    expect(list.find((row) => row.id === dead.id)?.lastError).toBe('422 invalid recipient');
    await expect(outboxCounts(db)).resolves.toEqual({ waiting: 2, dead: 1 });
  });

  test('retry puts a dead email back in the queue, due now, and the sender delivers it', async () => {
    const dead = await email('dead', { lastError: 'gave up', attempts: 6 });
    await expect(retryEmail(db, dead.id, NOW)).resolves.toBe(true);
    expect(await db.emailOutbox.findUnique({ where: { id: dead.id } })).toMatchObject({
      status: 'pending',
      attempts: 0,
      nextAttemptAt: NOW,
    });
    const summary = await drainOutbox(db, {
      now: () => NOW,
      resendApiKey: null,
      mailDir,
      maxEmails: 10,
    });
    expect(summary.logged).toBe(1);
    expect((await db.emailOutbox.findUnique({ where: { id: dead.id } }))?.status).toBe('logged');
    expect(await readdir(mailDir)).toHaveLength(1);
  });

  test('a sent email, or one a sender holds, is not retried', async () => {
    const sent = await email('sent');
    const sending = await email('sending');
    await expect(retryEmail(db, sent.id, NOW)).resolves.toBe(false);
    await expect(retryEmail(db, sending.id, NOW)).resolves.toBe(false);
    await expect(retryEmail(db, randomUUID(), NOW)).resolves.toBe(false);
    expect((await db.emailOutbox.findUnique({ where: { id: sent.id } }))?.status).toBe('sent');
  });

  test('a sign-in email given up is not retried: its body is gone and its link expired', async () => {
    const dead = await email('dead', { lastError: 'gave up', leadKind: 'staff_sign_in' });
    await expect(retryEmail(db, dead.id, NOW)).resolves.toBe(false);
    expect((await db.emailOutbox.findUnique({ where: { id: dead.id } }))?.status).toBe('dead');
  });
});
