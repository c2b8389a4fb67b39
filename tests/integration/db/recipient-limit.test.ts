/** @jest-environment node */
import type { PrismaClient } from '@/lib/db/generated/client';
import { queueLeadEmails } from '@/lib/email/queue';
import {
  claimRecipientSlot,
  purgeRecipientLimits,
  recipientLimitKey,
  VISITOR_CONFIRMATION_LIMIT,
  type RecipientLimit,
} from '@/lib/email/recipient-limit';
import { site } from '@/lib/site';
import { createTestDatabase, truncateAll, type TestDatabase } from '@/tests/helpers/db';

// The per-address limit on emails a visitor can make us send (lib/email/recipient-limit.ts),
// on PostgreSQL: counted in the database, so every instance shares it; taken in the
// lead's transaction, so a lead whose transaction fails spends nothing.

jest.setTimeout(60_000);

const takeRecipientSlot = async (...args: Parameters<typeof claimRecipientSlot>) =>
  (await claimRecipientSlot(...args)).allowed;

const HOUR = 3_600_000;
const start = new Date('2026-06-15T12:00:00Z');
const at = (ms: number) => new Date(start.getTime() + ms);
const TYPED = {
  name: 'Your account is locked - verify at https://evil.example/login now',
  company: 'Phish AB',
  message: 'Click https://evil.example/reset within 24 hours',
};

async function storeContactLead(db: PrismaClient, email: string, now: Date): Promise<string> {
  return db.$transaction(async (tx) => {
    const lead = await tx.contactMessage.create({
      data: { kind: 'contact', language: 'en', email, ...TYPED },
    });
    await queueLeadEmails(
      tx,
      {
        kind: 'contact',
        leadId: lead.id,
        visitor: { email, name: TYPED.name, language: 'en' },
        fields: { ...TYPED, email },
      },
      now,
    );
    return lead.id;
  });
}

describe('recipient limit', () => {
  let database: TestDatabase;
  let db: PrismaClient;

  beforeAll(async () => {
    database = await createTestDatabase();
    db = database.db;
    jest.spyOn(console, 'info').mockImplementation(() => {});
  });
  afterAll(() => database?.close());
  beforeEach(() => truncateAll(db));

  test('one slot per window and purpose, the address in no row', async () => {
    const twice: RecipientLimit = { purpose: 'sign-in-request', limit: 2, windowMs: HOUR };
    const take = (address: string, limit: RecipientLimit, now: Date) =>
      takeRecipientSlot(db, address, limit, now);
    expect(await take('anna@example.se', VISITOR_CONFIRMATION_LIMIT, at(0))).toBe(true);
    expect(await take(' ANNA@example.se ', VISITOR_CONFIRMATION_LIMIT, at(HOUR))).toBe(false);
    expect(await take('anna@example.se', VISITOR_CONFIRMATION_LIMIT, at(23 * HOUR))).toBe(false);
    expect(await take('bo@example.se', VISITOR_CONFIRMATION_LIMIT, at(HOUR))).toBe(true);
    // Another purpose counts on its own: two per hour.
    expect(await take('anna@example.se', twice, at(0))).toBe(true);
    expect(await take('anna@example.se', twice, at(1))).toBe(true);
    expect(await take('anna@example.se', twice, at(2))).toBe(false);
    expect(await take('anna@example.se', twice, at(HOUR))).toBe(true); // a new window
    // 24 hours after the first confirmation, the next one may go.
    expect(await take('anna@example.se', VISITOR_CONFIRMATION_LIMIT, at(24 * HOUR))).toBe(true);

    const rows = await db.emailRecipientLimit.findMany();
    expect(rows.map((row) => row.key).sort()).toEqual(
      [
        recipientLimitKey('visitor-confirmation', 'anna@example.se'),
        recipientLimitKey('visitor-confirmation', 'bo@example.se'),
        recipientLimitKey('sign-in-request', 'anna@example.se'),
      ].sort(),
    );
    expect(JSON.stringify(rows)).not.toMatch(/example\.se/);
  });

  test('a refusal says when the window ends; refused requests do not make it longer', async () => {
    const cooldown: RecipientLimit = { purpose: 'sign-in-request', limit: 1, windowMs: 60_000 };
    const claim = (ms: number) => claimRecipientSlot(db, 'anna@example.se', cooldown, at(ms));
    expect(await claim(0)).toEqual({ allowed: true, retryAfterSeconds: 0 });
    expect(await claim(1_000)).toEqual({ allowed: false, retryAfterSeconds: 59 });
    expect(await claim(59_500)).toEqual({ allowed: false, retryAfterSeconds: 1 });
    expect(await claim(60_000)).toEqual({ allowed: true, retryAfterSeconds: 0 });
    expect(await claim(60_001)).toEqual({ allowed: false, retryAfterSeconds: 60 });
  });

  test('a finished window is purged; a running one is kept', async () => {
    await takeRecipientSlot(db, 'anna@example.se', VISITOR_CONFIRMATION_LIMIT, at(0));
    await takeRecipientSlot(db, 'bo@example.se', VISITOR_CONFIRMATION_LIMIT, at(2 * HOUR));
    expect(await purgeRecipientLimits(db, at(25 * HOUR))).toBe(1);
    expect(await db.emailRecipientLimit.count()).toBe(1);
  });

  test('five leads for one address: five leads, five staff notifications, one confirmation without the typed text', async () => {
    const ids = [];
    for (let i = 0; i < 5; i += 1)
      ids.push(await storeContactLead(db, 'victim@example.com', at(i * 10_000)));
    expect(await db.contactMessage.count()).toBe(5);
    const emails = await db.emailOutbox.findMany();
    const staff = emails.filter((email) => email.recipient === site.staffEmail);
    const confirmations = emails.filter((email) => email.recipient === 'victim@example.com');
    expect(staff).toHaveLength(5);
    expect(staff.map((email) => email.leadId).sort()).toEqual([...ids].sort());
    expect(confirmations).toHaveLength(1);
    const [confirmation] = confirmations;
    const sent = `${confirmation?.subject}\n${confirmation?.html}\n${confirmation?.text}`;
    for (const value of [...Object.values(TYPED), 'evil.example', 'locked']) {
      expect(sent).not.toContain(value);
    }
    expect(confirmation?.text).toMatch(/^Hello,\n/);
  });

  test('a lead whose transaction fails spends no slot', async () => {
    await expect(
      db.$transaction(async (tx) => {
        await takeRecipientSlot(tx, 'anna@example.se', VISITOR_CONFIRMATION_LIMIT, at(0));
        throw new Error('the lead failed');
      }),
    ).rejects.toThrow('the lead failed');
    expect(await takeRecipientSlot(db, 'anna@example.se', VISITOR_CONFIRMATION_LIMIT, at(1))).toBe(
      true,
    );
  });

  test('racing leads for one address queue exactly one confirmation', async () => {
    await Promise.all(
      Array.from({ length: 5 }, (_, i) => storeContactLead(db, 'race@example.com', at(i))),
    );
    expect(await db.contactMessage.count()).toBe(5);
    expect(await db.emailOutbox.count({ where: { recipient: 'race@example.com' } })).toBe(1);
    expect(await db.emailOutbox.count({ where: { recipient: site.staffEmail } })).toBe(5);
  });
});
