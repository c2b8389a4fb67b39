/** @jest-environment node */
import type { PrismaClient } from '@/lib/db/generated/client';
import { syncFaqContent } from '@/lib/faq/sync';
import { faqContentSchema } from '@/lib/faq/content';
import { seedRuleSets } from '@/lib/salary/rule-set-store';
import { createTestDatabase, truncateAll, type TestDatabase } from '@/tests/helpers/db';
import fixture from '../db/fixtures/faq.json';

// The back-office tools' Server Actions against a real database, with the session, the audit
// writer and Next's request APIs replaced: each action asks for the session before anything
// else (refused: nothing changes, nothing is audited), and on success it records an audit event,
// revalidates what it must and redirects.

jest.setTimeout(60_000);

let database: TestDatabase;
let db: PrismaClient;

const assertStaff = jest.fn();
const recordAudit = jest.fn();
const revalidatePath = jest.fn();
const after = jest.fn();
class Redirect extends Error {}

jest.mock('@/lib/admin/session', () => ({ assertStaff: () => assertStaff() }));
jest.mock('@/lib/admin/audit', () => ({
  recordAudit: (...args: unknown[]) => recordAudit(...args),
}));
jest.mock('@/lib/db/client', () => ({ getDb: async () => db }));
jest.mock('next/cache', () => ({
  revalidatePath: (...args: unknown[]) => revalidatePath(...args),
}));
jest.mock('next/server', () => ({ after: (...args: unknown[]) => after(...args) }));
jest.mock('next/navigation', () => ({
  redirect: (url: string) => {
    throw new Redirect(url);
  },
}));

// Imported after the mocks (jest hoists jest.mock above these).
import * as faq from '@/lib/admin/actions/faq';
import * as gdpr from '@/lib/admin/actions/gdpr';
import * as outbox from '@/lib/admin/actions/outbox';
import * as salary from '@/lib/admin/actions/salary';
import { ADMIN_IDLE } from '@/lib/admin/form-state';
import { GDPR_IDLE } from '@/lib/admin/gdpr-state';

function form(fields: Record<string, string>): FormData {
  const data = new FormData();
  for (const [key, value] of Object.entries(fields)) data.set(key, value);
  return data;
}

const STAFF = 'staff@example.se';
const newFaq = {
  categoryKey: 'permits',
  questionSv: 'Ny fråga?',
  questionEn: 'New question?',
  answerSv: 'Svar.',
  answerEn: 'Answer.',
  isPublished: 'on',
};

async function snapshot() {
  return {
    faqs: await db.faq.findMany({ orderBy: { id: 'asc' } }),
    categories: await db.faqCategory.findMany({ orderBy: { id: 'asc' } }),
    ruleSets: await db.salaryRuleSet.count(),
    outbox: await db.emailOutbox.findMany({ orderBy: { id: 'asc' } }),
    leads: await db.contactMessage.count(),
  };
}

beforeAll(async () => {
  database = await createTestDatabase('postgres');
  db = database.db;
});
afterAll(() => database?.close());
beforeEach(async () => {
  jest.clearAllMocks();
  await truncateAll(db);
  await syncFaqContent(db, faqContentSchema.parse(structuredClone(fixture)));
  await seedRuleSets(db);
  await db.contactMessage.create({
    data: { kind: 'contact', language: 'sv', email: 'anna@example.se', name: 'Anna' },
  });
  await db.emailOutbox.create({
    data: {
      id: '01900000-0000-7000-8000-000000000001',
      recipient: 'anna@example.se',
      subject: 'S',
      html: 'H',
      text: 'T',
      idempotencyKey: 'k1',
      status: 'dead',
      lastError: 'gave up',
      leadKind: 'contact',
      leadId: '01900000-0000-7000-8000-000000000002',
    },
  });
});

describe('without a session', () => {
  beforeEach(() => assertStaff.mockRejectedValue(new Error('A staff session is required')));

  test.each([
    ['saveFaq', () => faq.saveFaq(ADMIN_IDLE, form(newFaq))],
    ['changeFaq', () => faq.changeFaq(form({ id: 'faq-permit-who', intent: 'unpublish' }))],
    ['removeFaq', () => faq.removeFaq(ADMIN_IDLE, form({ id: 'faq-permit-who', confirm: 'on' }))],
    [
      'saveFaqCategory',
      () => faq.saveFaqCategory(ADMIN_IDLE, form({ key: 'x', titleSv: 'X', titleEn: 'X' })),
    ],
    ['changeFaqCategory', () => faq.changeFaqCategory(form({ id: 'cat-permits', intent: 'up' }))],
    [
      'removeFaqCategory',
      () => faq.removeFaqCategory(ADMIN_IDLE, form({ id: 'cat-old', confirm: 'on' })),
    ],
    [
      'saveRuleSet',
      () => salary.saveRuleSet(ADMIN_IDLE, form({ validFrom: '2099-01-01', source: 'S' })),
    ],
    [
      'retryOutboxEmail',
      () => outbox.retryOutboxEmail(form({ id: '01900000-0000-7000-8000-000000000001' })),
    ],
    ['searchAddress', () => gdpr.searchAddress(GDPR_IDLE, form({ email: 'anna@example.se' }))],
    [
      'eraseAddress',
      () =>
        gdpr.eraseAddress(
          ADMIN_IDLE,
          form({ email: 'anna@example.se', confirmation: 'anna@example.se' }),
        ),
    ],
  ])('%s refuses and changes nothing', async (_, run) => {
    const before = await snapshot();
    await expect(run()).rejects.toThrow('A staff session is required');
    expect(await snapshot()).toEqual(before);
    expect(recordAudit).not.toHaveBeenCalled();
    expect(revalidatePath).not.toHaveBeenCalled();
    expect(after).not.toHaveBeenCalled();
  });
});

describe('with a session', () => {
  beforeEach(() => assertStaff.mockResolvedValue({ email: STAFF }));

  test('saving a question stores it, audits it, revalidates the public FAQ and redirects', async () => {
    await expect(faq.saveFaq(ADMIN_IDLE, form(newFaq))).rejects.toThrow(
      new Redirect('/admin/faq?done=faq-create'),
    );
    const created = await db.faq.findFirst({ where: { questionEn: 'New question?' } });
    expect(created).toMatchObject({ isPublished: true, categoryKey: 'permits' });
    expect(recordAudit).toHaveBeenCalledWith(
      expect.objectContaining({ actor: STAFF, action: 'faq.create', target: `faq/${created?.id}` }),
    );
    expect(revalidatePath).toHaveBeenCalledWith('/[locale]/faq', 'page');
  });

  test('a refused question comes back with its errors and what was typed, and nothing is stored', async () => {
    const state = await faq.saveFaq(ADMIN_IDLE, form({ ...newFaq, questionSv: ' ' }));
    expect(state).toMatchObject({
      status: 'invalid',
      errors: { questionSv: 'required' },
      values: { questionEn: 'New question?' },
    });
    expect(await db.faq.count({ where: { questionEn: 'New question?' } })).toBe(0);
    expect(recordAudit).not.toHaveBeenCalled();
  });

  test('a question is deleted only with the box ticked', async () => {
    const state = await faq.removeFaq(ADMIN_IDLE, form({ id: 'faq-permit-who' }));
    expect(state).toMatchObject({ status: 'invalid', errors: { confirm: 'confirm' } });
    expect(await db.faq.findUnique({ where: { id: 'faq-permit-who' } })).not.toBeNull();
    await expect(
      faq.removeFaq(ADMIN_IDLE, form({ id: 'faq-permit-who', confirm: 'on' })),
    ).rejects.toBeInstanceOf(Redirect);
    expect(await db.faq.findUnique({ where: { id: 'faq-permit-who' } })).toBeNull();
  });

  test('a rule set out of range is refused field by field; a valid one is added and audited', async () => {
    const refused = await salary.saveRuleSet(
      ADMIN_IDLE,
      form({
        validFrom: '2099-01-01',
        source: 'S',
        percentage_requirement: '120',
        median_salary_sweden: '0',
      }),
    );
    expect(refused).toMatchObject({
      status: 'invalid',
      errors: {
        'parameters.percentage_requirement': 'outOfRange',
        'parameters.median_salary_sweden': 'outOfRange',
      },
    });
    await expect(
      salary.saveRuleSet(
        ADMIN_IDLE,
        form({ validFrom: '2099-01-01', source: 'S', median_salary_sweden: '41000' }),
      ),
    ).rejects.toThrow(new Redirect('/admin/salary?done=added&date=2099-01-01'));
    // The FAQ's figures and the calculator page's carried rule sets are rendered anew.
    expect(revalidatePath).toHaveBeenCalledWith('/[locale]/faq', 'page');
    expect(revalidatePath).toHaveBeenCalledWith('/[locale]/salary-verification', 'page');
    expect(recordAudit).toHaveBeenCalledWith(
      expect.objectContaining({
        actor: STAFF,
        action: 'salary.create',
        target: 'salary/2099-01-01',
      }),
    );
    const past = await salary.saveRuleSet(
      ADMIN_IDLE,
      form({ validFrom: '2020-01-01', source: 'S' }),
    );
    expect(past).toMatchObject({ status: 'invalid', errors: { validFrom: 'datePassed' } });
  });

  test('retry queues the email, audits it and runs the sender after the response', async () => {
    await expect(
      outbox.retryOutboxEmail(form({ id: '01900000-0000-7000-8000-000000000001' })),
    ).rejects.toThrow(new Redirect('/admin/outbox?done=queued'));
    expect((await db.emailOutbox.findFirst())?.status).toBe('pending');
    expect(recordAudit).toHaveBeenCalledWith(expect.objectContaining({ action: 'outbox.retry' }));
    expect(after).toHaveBeenCalledTimes(1);
  });

  test('erasure needs the address typed again; the audit keeps it masked', async () => {
    const wrong = await gdpr.eraseAddress(
      ADMIN_IDLE,
      form({ email: 'anna@example.se', confirmation: 'bo@example.se' }),
    );
    expect(wrong).toMatchObject({ status: 'invalid', errors: { confirmation: 'confirmation' } });
    expect(await db.contactMessage.count()).toBe(1);
    await expect(
      gdpr.eraseAddress(
        ADMIN_IDLE,
        form({ email: 'anna@example.se', confirmation: 'ANNA@example.se' }),
      ),
    ).rejects.toThrow(new Redirect('/admin/gdpr?done=erased&rows=2'));
    expect(await db.contactMessage.count()).toBe(0);
    expect(await db.emailOutbox.count()).toBe(0);
    expect(recordAudit).toHaveBeenCalledWith(
      expect.objectContaining({ action: 'gdpr.erase', target: 'a***@example.se' }),
    );
    expect(JSON.stringify(recordAudit.mock.calls)).not.toContain('anna@example.se');
  });
});
