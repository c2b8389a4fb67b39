/** @jest-environment node */
import type { PrismaClient } from '@/lib/db/generated/client';
import {
  AUDIT_LOG_RETENTION_YEARS,
  purgeExpiredData,
  retentionCutoff,
} from '@/lib/retention/purge';
import { createTestDatabase, type TestDatabase } from '@/tests/helpers/db';

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
        priceSek: 4995,
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
    // Confirmed subscribers stay as long as they are subscribed, however old.
    await db.newsletterSubscriber.create({
      data: { email: `${tag}@example.se`, language: 'sv', createdAt, confirmedAt: createdAt },
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

describe('retention', () => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await createTestDatabase();
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
      newsletterSubscribers: 0,
      emailOutbox: 1,
      leadStates: 0,
      adminSignIns: 0,
      auditEvents: 0,
      recipientLimits: 0,
      signInEmails: 0,
      leadSubmissions: 0,
      leadSources: 0,
      pageViewCounts: 0,
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

  test("a lead's staff status goes with the lead; expired sign-in links and sessions go", async () => {
    const { db } = database;
    await db.contactMessage.deleteMany();
    for (const [createdAt, tag] of [
      [old, 'old'],
      [recent, 'recent'],
    ] as const) {
      await db.contactMessage.create({
        data: { kind: 'contact', language: 'sv', email: `${tag}@example.se`, name: tag, createdAt },
      });
    }
    for (const lead of await db.contactMessage.findMany()) {
      await db.leadState.create({
        data: {
          leadKind: 'contact',
          leadId: lead.id,
          note: lead.email,
          updatedBy: 'staff@example.com',
        },
      });
    }
    const user = await db.adminUser.create({
      data: { id: 'staff', email: 'staff@example.com', emailVerified: true },
    });
    for (const [tag, expiresAt] of [
      ['gone', new Date(now.getTime() - 1000)],
      ['live', new Date(now.getTime() + 3_600_000)],
    ] as const) {
      await db.adminSession.create({
        data: { id: `s-${tag}`, token: `session-${tag}`, userId: user.id, expiresAt },
      });
      await db.adminVerification.create({
        data: { id: `v-${tag}`, identifier: `link-${tag}`, value: tag, expiresAt },
      });
    }
    await expect(purgeExpiredData(db, { now })).resolves.toMatchObject({
      leadStates: 1,
      adminSignIns: 2,
    });
    const notes = await db.leadState.findMany();
    expect(notes.map((row) => row.note)).toEqual(['recent@example.se']);
    expect((await db.adminSession.findMany()).map((row) => row.token)).toEqual(['session-live']);
    expect((await db.adminVerification.findMany()).map((row) => row.identifier)).toEqual([
      'link-live',
    ]);
  });

  test('audit entries older than three years go, newer ones stay', async () => {
    const { db } = database;
    const auditCutoff = retentionCutoff(now, AUDIT_LOG_RETENTION_YEARS);
    for (const [createdAt, target] of [
      [new Date(auditCutoff.getTime() - 1000), 'contact/old'],
      [new Date(auditCutoff.getTime() + 1000), 'contact/recent'],
    ] as const) {
      await db.adminAuditEvent.create({
        data: { actor: 'staff@example.com', action: 'lead.status', target, createdAt },
      });
    }
    await expect(purgeExpiredData(db, { now })).resolves.toMatchObject({ auditEvents: 1 });
    expect((await db.adminAuditEvent.findMany()).map((row) => row.target)).toEqual([
      'contact/recent',
    ]);
  });

  test('idempotency keys of lead submissions go after 24 hours', async () => {
    const { db } = database;
    const hour = 3_600_000;
    for (const [key, age] of [
      ['fresh', 23 * hour],
      ['stale', 25 * hour],
    ] as const) {
      await db.leadSubmission.create({
        data: {
          route: 'send-contact-email',
          key,
          fingerprint: 'f',
          createdAt: new Date(now.getTime() - age),
        },
      });
    }
    await expect(purgeExpiredData(db, { now })).resolves.toMatchObject({ leadSubmissions: 1 });
    expect((await db.leadSubmission.findMany()).map((row) => row.key)).toEqual(['fresh']);
  });

  test('page-view counts go after two years; a lead’s source goes with its lead', async () => {
    const { db } = database;
    const row = { page: '/contact', language: 'sv', device: 'desktop', views: 3 } as const;
    await db.pageViewCount.createMany({
      data: [
        { ...row, day: new Date('2024-06-16') }, // within two years of 2026-06-15
        { ...row, day: new Date('2024-06-14') },
      ],
    });
    const kept = await db.contactMessage.create({
      data: { kind: 'contact', language: 'sv', email: 'kept@example.se' },
    });
    const gone = '0196f1b2-0000-7000-8000-000000000001';
    await db.leadSource.createMany({
      data: [
        { leadKind: 'contact', leadId: kept.id, page: '/contact', language: 'sv' },
        { leadKind: 'contact', leadId: gone, page: '/contact', language: 'sv' },
      ],
    });
    await expect(purgeExpiredData(db, { now })).resolves.toMatchObject({
      pageViewCounts: 1,
      leadSources: 1,
    });
    expect(
      (await db.pageViewCount.findMany()).map((r) => r.day.toISOString().slice(0, 10)),
    ).toEqual(['2024-06-16']);
    expect((await db.leadSource.findMany()).map((r) => r.leadId)).toEqual([kept.id]);
  });

  test('newsletter: unconfirmed signups and unsubscribed addresses go after 30 days', async () => {
    const { db } = database;
    await db.newsletterSubscriber.deleteMany();
    await db.emailOutbox.deleteMany();
    const day = 86_400_000;
    const ago = (days: number) => new Date(now.getTime() - days * day);
    const rows = {
      pendingOld: { confirmationSentAt: ago(31) },
      pendingRecent: { confirmationSentAt: ago(29) },
      confirmed: { confirmedAt: ago(400) },
      unsubscribedOld: { confirmedAt: ago(400), unsubscribedAt: ago(31) },
      unsubscribedRecent: { confirmedAt: ago(400), unsubscribedAt: ago(2) },
    };
    const ids: Record<string, string> = {};
    for (const [tag, dates] of Object.entries(rows)) {
      const row = await db.newsletterSubscriber.create({
        data: { email: `${tag}@example.se`, language: 'en', createdAt: ago(500), ...dates },
      });
      ids[tag] = row.id;
      await db.emailOutbox.create({
        data: {
          recipient: `${tag}@example.se`,
          subject: 's',
          html: 'h',
          text: 't',
          status: 'logged',
          createdAt: ago(31),
          idempotencyKey: `newsletter/${row.id}/confirm`,
          leadKind: 'newsletter',
          leadId: row.id,
        },
      });
    }
    await expect(purgeExpiredData(db, { now })).resolves.toMatchObject({
      newsletterSubscribers: 2,
      emailOutbox: 2,
    });
    const left = await db.newsletterSubscriber.findMany({ orderBy: { email: 'asc' } });
    expect(left.map((row) => row.email)).toEqual([
      'confirmed@example.se',
      'pendingRecent@example.se',
      'unsubscribedRecent@example.se',
    ]);
    expect((await db.emailOutbox.findMany()).map((row) => row.leadId).sort()).toEqual(
      [ids.confirmed, ids.pendingRecent, ids.unsubscribedRecent].sort(),
    );
  });
});
