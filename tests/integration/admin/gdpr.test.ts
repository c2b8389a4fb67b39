/** @jest-environment node */
import type { PrismaClient } from '@/lib/db/generated/client';
import {
  confirmsAddress,
  countPersonalData,
  erasePersonalData,
  exportPersonalData,
  findPersonalData,
  isOwnAddress,
  maskAddress,
} from '@/lib/admin/gdpr';
import { env } from '@/lib/env';
import { site } from '@/lib/site';
import { queueLeadEmails } from '@/lib/email/queue';
import { createTestDatabase, truncateAll, type TestDatabase } from '@/tests/helpers/db';

jest.setTimeout(60_000);

const ANNA = 'anna.svensson@example.se';
const OTHER = 'bo@example.se';

async function contactLead(db: PrismaClient, email: string) {
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
    return lead;
  });
}

async function academyRegistration(db: PrismaClient, contactEmail: string, invoiceEmail: string) {
  return db.academyRegistration.create({
    data: {
      language: 'en',
      contactName: 'Anna',
      contactEmail,
      contactPhone: '+46 70 123 45 67',
      contactPosition: 'HR',
      companyName: 'Åkeri AB',
      companyOrgNumber: '556677-8899',
      billingAddress: 'Gatan 1',
      billingZipCode: '111 22',
      billingCity: 'Stockholm',
      billingCountry: 'SE',
      invoiceReference: 'Ref',
      invoiceEmail,
      message: 'Hej',
      priceSek: 5000,
    },
  });
}

describe('GDPR requests (lib/admin/gdpr.ts) on PostgreSQL', () => {
  let database: TestDatabase;
  let db: PrismaClient;

  beforeAll(async () => {
    database = await createTestDatabase();
    db = database.db;
  });
  afterAll(() => database?.close());
  beforeEach(async () => {
    await truncateAll(db);
    await contactLead(db, 'Anna.Svensson@Example.se'); // stored as typed
    await contactLead(db, OTHER);
    await academyRegistration(db, OTHER, ANNA); // Anna is only the invoice address
    await db.newsletterSubscriber.create({ data: { email: ANNA, language: 'sv' } });
    await db.newsletterSubscriber.create({ data: { email: OTHER, language: 'sv' } });
    // A staff note on each of Anna's and Bo's contact leads, and where each was sent from.
    for (const lead of await db.contactMessage.findMany()) {
      await db.leadState.create({
        data: {
          leadKind: 'contact',
          leadId: lead.id,
          note: `Ringde ${lead.email}`,
          updatedBy: 'staff@example.com',
        },
      });
      await db.leadSource.create({
        data: { leadKind: 'contact', leadId: lead.id, page: '/contact', language: 'sv' },
      });
    }
  });

  test('finds the address in every table that holds it, whatever its case', async () => {
    const data = await findPersonalData(db, `  ${ANNA.toUpperCase()} `);
    expect(countPersonalData(data)).toEqual({
      contactMessages: 1,
      academyRegistrations: 1,
      newsletterSubscribers: 1,
      leadStates: 1, // the staff's note on her contact lead
      leadSources: 1, // where her contact lead was sent from
      emails: 2, // the staff notification (reply-to Anna) and Anna's confirmation
    });
    expect(data.emails.every((row) => row.html.length > 0)).toBe(true);
  });

  test('the export is JSON of every row, and names the address it is about', async () => {
    const exported = await exportPersonalData(db, ANNA, new Date('2026-11-23T10:00:00Z'));
    const parsed = JSON.parse(JSON.stringify(exported));
    expect(parsed).toMatchObject({
      emailAddress: ANNA,
      exportedAt: '2026-11-23T10:00:00.000Z',
      contactMessages: [{ email: 'Anna.Svensson@Example.se', company: 'AB' }],
      academyRegistrations: [{ invoiceEmail: ANNA, companyName: 'Åkeri AB' }],
      newsletterSubscribers: [{ email: ANNA }],
      leadStates: [{ leadKind: 'contact', note: 'Ringde Anna.Svensson@Example.se' }],
      leadSources: [{ leadKind: 'contact', page: '/contact' }],
    });
    expect(parsed.emailOutbox).toHaveLength(2);
  });

  test('erasure deletes the leads, the subscription and the outbox copies, and nothing else', async () => {
    const before = {
      contact: await db.contactMessage.count(),
      outbox: await db.emailOutbox.count(),
    };
    await expect(erasePersonalData(db, ANNA)).resolves.toEqual({
      contactMessages: 1,
      academyRegistrations: 1,
      newsletterSubscribers: 1,
      leadStates: 1,
      leadSources: 1,
      emails: 2,
    });
    expect(countPersonalData(await findPersonalData(db, ANNA))).toEqual({
      contactMessages: 0,
      academyRegistrations: 0,
      newsletterSubscribers: 0,
      leadStates: 0,
      leadSources: 0,
      emails: 0,
    });
    expect(await db.leadState.count()).toBe(1); // Bo's note stays
    expect(await db.leadSource.count()).toBe(1); // and where his lead came from
    expect(await db.contactMessage.count()).toBe(before.contact - 1);
    expect(await db.emailOutbox.count()).toBe(before.outbox - 2);
    expect(await db.newsletterSubscriber.findUnique({ where: { email: OTHER } })).not.toBeNull();
    expect(countPersonalData(await findPersonalData(db, OTHER)).contactMessages).toBe(1);
  });

  test('the site’s own addresses are no person: never searched, exported or erased', async () => {
    const mailFrom = env.MAIL_FROM.slice(env.MAIL_FROM.indexOf('<') + 1, -1);
    const own = [site.email, site.staffEmail, site.ceo.email, mailFrom, ...env.ADMIN_EMAILS];
    expect(own.length).toBeGreaterThanOrEqual(4);
    for (const address of own)
      expect([address, isOwnAddress(` ${address.toUpperCase()}`)]).toEqual([address, true]);
    expect(isOwnAddress(ANNA)).toBe(false);
    // Every lead's staff notification is addressed to the company, every visitor's confirmation
    // answers to it: "everything about" it would be every lead's email.
    const outbox = await db.emailOutbox.findMany();
    expect(outbox.filter((row) => row.recipient === site.staffEmail)).toHaveLength(2);
    for (const address of [site.email, site.staffEmail]) {
      await expect(findPersonalData(db, address)).rejects.toThrow(/not a person/);
      await expect(exportPersonalData(db, address, new Date())).rejects.toThrow(/not a person/);
      await expect(db.$transaction((tx) => erasePersonalData(tx, address))).rejects.toThrow(
        /not a person/,
      );
    }
    expect(await db.emailOutbox.count()).toBe(outbox.length);
    expect(await db.contactMessage.count()).toBe(2);
  });

  test('the confirmation must repeat the address; the audit log gets a masked one', () => {
    expect(confirmsAddress(ANNA, ' ANNA.svensson@example.se ')).toBe(true);
    expect(confirmsAddress(ANNA, 'anna@example.se')).toBe(false);
    expect(confirmsAddress('', '')).toBe(false);
    expect(maskAddress(ANNA)).toBe('a***@example.se');
  });
});
