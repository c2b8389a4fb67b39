/** @jest-environment node */
import type { PrismaClient } from '@/lib/db/generated/client';
import { purgeExpiredData, retentionCutoff } from '@/lib/retention/purge';
import { createTestDatabase, ENGINES, type TestDatabase } from '@/tests/helpers/db';

jest.setTimeout(60_000);

const DAY = 86_400_000;
const now = new Date('2026-06-15T12:00:00Z');
const cutoff = retentionCutoff(now);
const old = new Date(cutoff.getTime() - DAY);
const recent = new Date(cutoff.getTime() + DAY);

async function seedRows(db: PrismaClient) {
  for (const [createdAt, tag] of [
    [old, 'old'],
    [recent, 'recent'],
  ] as const) {
    const contact = await db.contactMessage.create({
      data: { kind: 'contact', language: 'sv', email: `${tag}@example.se`, name: tag, createdAt },
    });
    await db.academyRegistration.create({
      data: {
        language: 'en',
        contactName: tag,
        contactEmail: `${tag}@example.se`,
        contactPhone: '1',
        contactPosition: 'x',
        companyName: 'AB',
        companyOrgNumber: '556000-0000',
        billingAddress: 'Gatan 1',
        billingZipCode: '111 11',
        billingCity: 'Stockholm',
        billingCountry: 'SE',
        invoiceReference: 'ref',
        invoiceEmail: 'f@example.se',
        message: 'hej',
        createdAt,
      },
    });
    await db.salaryVerificationLog.create({
      data: {
        language: 'sv',
        monthlySalary: 35_000,
        taxType: 'percentage',
        taxValue: 30,
        hasSpouse: false,
        children0to6: 0,
        children7to17: 1,
        createdAt,
      },
    });
    await db.newsletterSubscriber.create({
      data: { email: `${tag}@example.se`, language: 'sv', createdAt },
    });
    for (const status of ['sent', 'pending'] as const) {
      await db.emailOutbox.create({
        data: {
          recipient: `${tag}@example.se`,
          subject: 's',
          html: 'h',
          text: 't',
          status,
          createdAt,
          idempotencyKey: `contact/${contact.id}/${status}`,
          leadKind: 'contact',
          leadId: contact.id,
        },
      });
    }
  }
}

describe.each(ENGINES)('retention on %s', (engine) => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await createTestDatabase(engine);
  });
  afterAll(() => database?.close());

  test('enquiries older than three years go, recent ones and subscribers stay', async () => {
    const { db } = database;
    await seedRows(db);
    await expect(purgeExpiredData(db, { now })).resolves.toEqual({
      cutoff: '2023-06-15T12:00:00.000Z',
      contactMessages: 1,
      academyRegistrations: 1,
      salaryVerificationLogs: 1,
      emailOutbox: 1,
    });
    expect((await db.contactMessage.findMany()).map((row) => row.email)).toEqual([
      'recent@example.se',
    ]);
    expect((await db.academyRegistration.findMany()).map((row) => row.contactName)).toEqual([
      'recent',
    ]);
    expect(await db.salaryVerificationLog.count({ where: { createdAt: { lt: cutoff } } })).toBe(0);
    expect(await db.salaryVerificationLog.count()).toBe(1);
    expect(await db.newsletterSubscriber.count()).toBe(2);
    // The old delivered email went with its enquiry; an undelivered one is never silently dropped.
    const outbox = await db.emailOutbox.findMany({ orderBy: { recipient: 'asc' } });
    expect(outbox.map((row) => `${row.recipient}:${row.status}`)).toEqual([
      'old@example.se:pending',
      'recent@example.se:sent',
      'recent@example.se:pending',
    ]);
    await expect(purgeExpiredData(db, { now })).resolves.toMatchObject({
      contactMessages: 0,
      emailOutbox: 0,
    });
  });
});
