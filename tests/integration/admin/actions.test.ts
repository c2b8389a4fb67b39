/** @jest-environment node */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { PrismaClient } from '@/lib/db/generated/client';
import { createTestDatabase, truncateAll, type TestDatabase } from '@/tests/helpers/db';
import fixture from '../db/fixtures/faq.json';

// The back office's Server Actions against a real database (PostgreSQL), with the
// real session check (Better Auth's answer replaced) and Next's request APIs replaced.
// 1. Every export of every 'use server' module of the back office (found by scanning for the
//    directive, not listed here), called without a session, is refused with a redirect to the
//    sign-in page and changes nothing in any table: an action that forgets the staff wrapper
//    (lib/admin/staff-action.ts) fails here without anyone adding it to a list. Only the two
//    sign-in actions are public, by nature, and they too refuse an empty form.
// 2. With a session, each change and its audit rows commit together; a failed audit write rolls
//    the change back.

jest.setTimeout(60_000);

const STAFF = 'staff@example.se';
Object.assign(process.env, { ADMIN_EMAILS: STAFF });

let db: PrismaClient;
let signedIn: string | null = null;
const revalidatePath = jest.fn();
const after = jest.fn();
class Redirect extends Error {
  constructor(readonly url: string) {
    super(url);
  }
}

jest.mock('@/lib/db/client', () => ({ getDb: async () => db }));
jest.mock('@/lib/admin/auth', () => ({
  getAuth: async () => ({
    api: {
      getSession: async () =>
        signedIn
          ? {
              user: { id: 'user-1', email: signedIn },
              session: { id: 'session-1', createdAt: new Date() },
            }
          : null,
      signOut: async () => ({ success: true }),
    },
  }),
}));
jest.mock('next/headers', () => ({
  headers: async () => new Headers(),
  cookies: async () => ({ get: () => undefined, set: () => {} }),
}));
jest.mock('next/cache', () => ({
  revalidatePath: (...args: unknown[]) => revalidatePath(...args),
}));
jest.mock('next/server', () => ({ after: (...args: unknown[]) => after(...args) }));
jest.mock('next/navigation', () => ({
  redirect: (url: string) => {
    throw new Redirect(url);
  },
  unstable_rethrow: (error: unknown) => {
    if (error instanceof Redirect) throw error;
  },
}));

const ROOTS = ['lib/admin', 'app/admin'];
const DIRECTIVE = /^(?:\s|\/\/[^\n]*\n|\/\*[\s\S]*?\*\/)*(['"])use server\1/;
/** Public by nature: how a session is opened (lib/admin/sign-in-actions.ts). */
const PUBLIC = new Set([
  'lib/admin/sign-in-actions.ts#requestSignInLink',
  'lib/admin/sign-in-actions.ts#verifySignInLink',
]);

function serverModules(): string[] {
  const found: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (/\.tsx?$/.test(entry.name) && DIRECTIVE.test(readFileSync(file, 'utf8'))) {
        found.push(file.split(path.sep).join('/'));
      }
    }
  };
  for (const root of ROOTS) walk(root);
  return found.sort();
}
const MODULES = serverModules();

function form(fields: Record<string, string>): FormData {
  const data = new FormData();
  for (const [key, value] of Object.entries(fields)) data.set(key, value);
  return data;
}

// Values an action would act on if it let the request through.
const TEMPTING = {
  id: 'faq-permit-who',
  intent: 'unpublish',
  confirm: 'on',
  email: 'anna@example.se',
  confirmation: 'anna@example.se',
  key: 'new-key',
  titleSv: 'Ny',
  titleEn: 'New',
};

/** Every row of every table, as text. */
async function everyTable(): Promise<string> {
  const tables = await db.$queryRawUnsafe<{ name: string }[]>(
    `SELECT tablename AS name FROM pg_tables WHERE schemaname = current_schema() ORDER BY tablename`,
  );
  expect(tables.length).toBeGreaterThan(10);
  const dumps = [];
  for (const { name } of tables) {
    const rows = await db.$queryRawUnsafe<unknown[]>(`SELECT * FROM "${name}" ORDER BY 1`);
    dumps.push(`${name}: ${JSON.stringify(rows)}`);
  }
  return dumps.join('\n');
}

type Action = (...args: unknown[]) => Promise<unknown>;

/** Called without a session: refused with a redirect to the sign-in page, and nothing changed. */
async function expectRefusal(action: Action, isPublic: boolean): Promise<void> {
  signedIn = null;
  const before = await everyTable();
  const data = isPublic ? new FormData() : form(TEMPTING);
  const outcome = await (action.length >= 2 ? action(undefined, data) : action(data)).then(
    (value) => ({ answered: value }),
    (error: unknown) => error,
  );
  expect(outcome).toBeInstanceOf(Redirect);
  const url = (outcome as Redirect).url;
  if (isPublic) expect(url).toMatch(/^\/admin\/sign-in\?/);
  else expect(url).toBe('/admin/sign-in?expired=1');
  expect(await everyTable()).toBe(before);
  expect(revalidatePath).not.toHaveBeenCalled();
  expect(after).not.toHaveBeenCalled();
}

async function seed(): Promise<void> {
  const { syncFaqContent } = await import('@/lib/faq/sync');
  const { faqContentSchema } = await import('@/lib/faq/content');
  const { seedSalaryRules } = await import('@/lib/salary/rule-store');
  await truncateAll(db);
  await syncFaqContent(db, faqContentSchema.parse(structuredClone(fixture)));
  await seedSalaryRules(db);
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
}

const audits = () =>
  db.adminAuditEvent.findMany({
    orderBy: { createdAt: 'asc' },
    select: { actor: true, action: true, target: true, details: true },
  });

test('the scan finds the back office’s action modules', () => {
  expect(MODULES).toEqual(
    expect.arrayContaining([
      'lib/admin/actions/faq.ts',
      'lib/admin/actions/gdpr.ts',
      'lib/admin/actions/lead-state.ts',
      'lib/admin/actions/outbox.ts',
      'lib/admin/actions/salary.ts',
      'lib/admin/actions/sign-out.ts',
      'lib/admin/sign-in-actions.ts',
    ]),
  );
  // A comment naming the directive does not make a module (lib/admin/staff-action.ts).
  expect(MODULES).not.toContain('lib/admin/staff-action.ts');
});

describe('back-office actions', () => {
  let database: TestDatabase;

  beforeAll(async () => {
    jest.spyOn(console, 'info').mockImplementation(() => {});
    database = await createTestDatabase();
    db = database.db;
  });
  afterAll(() => database?.close());
  beforeEach(async () => {
    jest.clearAllMocks();
    signedIn = null;
    await seed();
  });

  test.each(MODULES)(
    'every export of %s refuses without a session and changes nothing',
    async (file) => {
      const exports = (await import(`@/${file.replace(/\.tsx?$/, '')}`)) as Record<string, unknown>;
      const names = Object.keys(exports);
      expect(names.length).toBeGreaterThan(0);
      // One declaration each: the wrapped action itself, no second name that calls it.
      const source = readFileSync(file, 'utf8');
      for (const name of names) {
        expect(source).toMatch(new RegExp(`export (?:const ${name} = |async function ${name}\\()`));
      }
      expect(source).not.toMatch(/\bconst \w+Built\b/);
      for (const name of names) {
        const action = exports[name];
        expect(typeof action).toBe('function');
        await expectRefusal(action as Action, PUBLIC.has(`${file}#${name}`));
      }
    },
  );

  test('an action that skips the wrapper fails that check', async () => {
    const { redirect } = await import('next/navigation');
    const careless: Action = async (data) => {
      const id = (data as FormData).get('id') as string;
      await db.faq.update({ where: { id }, data: { isPublished: false } });
      redirect('/admin/faq');
    };
    await expect(expectRefusal(careless, false)).rejects.toThrow();
    const answering: Action = async () => ({ status: 'invalid' });
    await expect(expectRefusal(answering, false)).rejects.toThrow();
  });

  describe('with a session', () => {
    beforeEach(() => {
      signedIn = STAFF;
    });

    test('saving a question stores it with its audit row, revalidates the public FAQ and redirects', async () => {
      const faq = await import('@/lib/admin/actions/faq');
      const { IDLE: ADMIN_IDLE } = await import('@/lib/forms/state');
      const newFaq = {
        categoryKey: 'permits',
        questionSv: 'Ny fråga?',
        questionEn: 'New question?',
        answerSv: 'Svar.',
        answerEn: 'Answer.',
        isPublished: 'on',
      };
      const refused = await faq.saveFaq(ADMIN_IDLE, form({ ...newFaq, questionSv: ' ' }));
      expect(refused).toMatchObject({
        status: 'invalid',
        errors: { questionSv: 'required' },
        values: { questionEn: 'New question?' },
      });
      expect(await audits()).toEqual([]);
      await expect(faq.saveFaq(ADMIN_IDLE, form(newFaq))).rejects.toThrow(
        new Redirect('/admin/faq?done=faq-create'),
      );
      const created = await db.faq.findFirst({ where: { questionEn: 'New question?' } });
      expect(created).toMatchObject({ isPublished: true, categoryKey: 'permits' });
      expect(await audits()).toEqual([
        {
          actor: STAFF,
          action: 'faq.create',
          target: `faq/${created?.id}`,
          details: { categoryKey: 'permits', isPublished: true },
        },
      ]);
      expect(revalidatePath).toHaveBeenCalledWith('/[locale]/faq', 'page');
    });

    test('a question is deleted only with the box ticked; a missing one is said so', async () => {
      const faq = await import('@/lib/admin/actions/faq');
      const { IDLE: ADMIN_IDLE } = await import('@/lib/forms/state');
      const state = await faq.removeFaq(ADMIN_IDLE, form({ id: 'faq-permit-who' }));
      expect(state).toMatchObject({ status: 'invalid', errors: { confirm: 'confirm' } });
      expect(await db.faq.findUnique({ where: { id: 'faq-permit-who' } })).not.toBeNull();
      await expect(
        faq.removeFaq(ADMIN_IDLE, form({ id: 'faq-permit-who', confirm: 'on' })),
      ).rejects.toThrow(new Redirect('/admin/faq?done=faq-delete'));
      expect(await db.faq.findUnique({ where: { id: 'faq-permit-who' } })).toBeNull();
      expect(
        await faq.removeFaq(ADMIN_IDLE, form({ id: 'faq-permit-who', confirm: 'on' })),
      ).toMatchObject({
        status: 'failed',
        reason: 'notFound',
      });
      await expect(faq.changeFaq(form({ id: 'faq-permit-who', intent: 'up' }))).rejects.toThrow(
        new Redirect('/admin/faq?done=not-found'),
      );
      expect((await audits()).map((row) => row.action)).toEqual(['faq.delete']);
    });

    test('a salary figure out of range is refused field by field; a valid one is saved and audited', async () => {
      const salary = await import('@/lib/admin/actions/salary');
      const { IDLE: ADMIN_IDLE } = await import('@/lib/forms/state');
      const refused = await salary.saveMedian(
        ADMIN_IDLE,
        form({ validFrom: '2027-06-16', amount: '0', publishedMonth: '2027-13', source: ' ' }),
      );
      expect(refused).toMatchObject({
        status: 'invalid',
        errors: { amount: 'outOfRange', publishedMonth: 'date', source: 'required' },
        values: { validFrom: '2027-06-16', amount: '0' },
      });
      await expect(
        salary.saveMedian(
          ADMIN_IDLE,
          form({
            validFrom: '2027-06-16',
            amount: '39 500',
            publishedMonth: '2027-06',
            source: 'SCB',
          }),
        ),
      ).rejects.toThrow(new Redirect('/admin/salary?done=median-added&date=2027-06-16'));
      // The FAQ's figures and the calculator page's carried rules are rendered anew.
      expect(revalidatePath).toHaveBeenCalledWith('/[locale]/faq', 'page');
      expect(revalidatePath).toHaveBeenCalledWith('/[locale]/salary-verification', 'page');
      expect(await audits()).toMatchObject([
        {
          actor: STAFF,
          action: 'salary.create',
          target: 'salary/median/2027-06-16',
          details: { kind: 'median', amount: 39500, publishedMonth: '2027-06' },
        },
      ]);
      // One median per date.
      const again = await salary.saveMedian(
        ADMIN_IDLE,
        form({
          validFrom: '2027-06-16',
          amount: '39600',
          publishedMonth: '2027-06',
          source: 'SCB',
        }),
      );
      expect(again).toMatchObject({ status: 'invalid', errors: { validFrom: 'dateTaken' } });
      // A percentage rule may not overlap another of its situation; its change is audited.
      const overlapping = await salary.savePercentageRule(
        ADMIN_IDLE,
        form({ situation: 'extension', firstDay: '2026-11-01', percentage: '85', source: 'S' }),
      );
      expect(overlapping).toMatchObject({ status: 'invalid', errors: { firstDay: 'overlap' } });
      const rule = await db.salaryPercentageRule.findFirstOrThrow({
        where: { situation: 'extension', lastDay: null },
      });
      await expect(
        salary.savePercentageRule(
          ADMIN_IDLE,
          form({
            id: rule.id,
            situation: 'extension',
            firstDay: '2026-12-01',
            lastDay: '2027-05-31',
            percentage: '90',
            source: 'S',
          }),
        ),
      ).rejects.toThrow(new Redirect('/admin/salary?done=percentage-updated&date=2026-12-01'));
      expect(
        (await db.salaryPercentageRule.findUniqueOrThrow({ where: { id: rule.id } })).lastDay,
      ).toEqual(new Date('2027-05-31T00:00:00Z'));
      // An id that is not one: nothing found, nothing written.
      const unknown = await salary.saveLivingCosts(
        ADMIN_IDLE,
        form({ id: 'not-a-uuid', validFrom: '2027-01-01', source: 'K' }),
      );
      expect(unknown).toMatchObject({ status: 'failed', reason: 'notFound' });
      expect((await audits()).map((row) => row.action)).toEqual(['salary.create', 'salary.update']);
    });

    test('retry queues the email with its audit row and runs the sender after the response', async () => {
      const outbox = await import('@/lib/admin/actions/outbox');
      await expect(
        outbox.retryOutboxEmail(form({ id: '01900000-0000-7000-8000-000000000001' })),
      ).rejects.toThrow(new Redirect('/admin/outbox?done=queued'));
      expect((await db.emailOutbox.findFirst())?.status).toBe('pending');
      expect(await audits()).toMatchObject([{ action: 'outbox.retry' }]);
      expect(after).toHaveBeenCalledTimes(1);
    });

    test('erasure needs the address typed again; the audit keeps it masked', async () => {
      const gdpr = await import('@/lib/admin/actions/gdpr');
      const { IDLE: ADMIN_IDLE } = await import('@/lib/forms/state');
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
      const rows = await audits();
      expect(rows).toMatchObject([{ action: 'gdpr.erase', target: 'a***@example.se' }]);
      expect(JSON.stringify(rows)).not.toContain('anna@example.se');
    });

    test('the company’s and the staff’s own addresses are refused as the person, in search and erasure', async () => {
      const gdpr = await import('@/lib/admin/actions/gdpr');
      const { IDLE } = await import('@/lib/forms/state');
      const { site } = await import('@/lib/site');
      const outbox = await db.emailOutbox.count();
      for (const email of [site.staffEmail, site.email, STAFF]) {
        expect(await gdpr.searchAddress(IDLE, form({ email }))).toMatchObject({
          status: 'invalid',
          errors: { email: 'ownAddress' },
        });
        expect(await gdpr.eraseAddress(IDLE, form({ email, confirmation: email }))).toMatchObject({
          status: 'invalid',
          errors: { email: 'ownAddress' },
        });
      }
      expect(await db.emailOutbox.count()).toBe(outbox);
      expect(await db.contactMessage.count()).toBe(1);
      expect(await audits()).toEqual([]);
    });

    test('when the audit row cannot be written, the erasure is rolled back', async () => {
      const gdpr = await import('@/lib/admin/actions/gdpr');
      const { IDLE: ADMIN_IDLE } = await import('@/lib/forms/state');
      await db.$executeRawUnsafe(
        `CREATE FUNCTION refuse_audit() RETURNS trigger AS $$ BEGIN RAISE EXCEPTION 'audit down'; END $$ LANGUAGE plpgsql`,
      );
      await db.$executeRawUnsafe(
        `CREATE TRIGGER refuse_audit BEFORE INSERT ON admin_audit_events FOR EACH ROW EXECUTE FUNCTION refuse_audit()`,
      );
      try {
        await expect(
          gdpr.eraseAddress(
            ADMIN_IDLE,
            form({ email: 'anna@example.se', confirmation: 'anna@example.se' }),
          ),
        ).rejects.toThrow(/audit down/);
      } finally {
        await db.$executeRawUnsafe(`DROP TRIGGER refuse_audit ON admin_audit_events`);
        await db.$executeRawUnsafe(`DROP FUNCTION refuse_audit()`);
      }
      expect(await db.contactMessage.count()).toBe(1);
      expect(await db.emailOutbox.count()).toBe(1);
      expect(await audits()).toEqual([]);
    });

    test('a lead’s status is saved with one audit row per change; sign-out is audited', async () => {
      const { saveLeadState } = await import('@/lib/admin/actions/lead-state');
      const { signOut } = await import('@/lib/admin/actions/sign-out');
      const lead = await db.contactMessage.findFirstOrThrow();
      const back = `/admin/leads/contact/${lead.id}`;
      await expect(
        saveLeadState(form({ kind: 'contact', id: lead.id, status: 'done', note: 'Ringt.' })),
      ).rejects.toThrow(new Redirect(`${back}?saved=1`));
      await expect(
        saveLeadState(form({ kind: 'contact', id: lead.id, status: 'nope', note: '' })),
      ).rejects.toThrow(new Redirect(`${back}?error=invalid`));
      await expect(
        saveLeadState(
          form({ kind: 'contact', id: '01900000-0000-7000-8000-00000000000f', status: 'done' }),
        ),
      ).rejects.toThrow(new Redirect('/admin?error=not_found'));
      // Not a lead's id: refused before the status is looked at, never put in the address.
      await expect(
        saveLeadState(form({ kind: 'contact', id: '..//evil.example?x=', status: 'nope' })),
      ).rejects.toThrow(new Redirect('/admin?error=not_found'));
      expect(await db.leadState.findFirst()).toMatchObject({ status: 'done', note: 'Ringt.' });
      await expect(signOut()).rejects.toThrow(new Redirect('/admin/sign-in?signed_out=1'));
      // The two lead rows share a transaction (and its timestamp): compared as a set.
      expect((await audits()).map((row) => row.action).sort()).toEqual([
        'auth.sign_out',
        'lead.note',
        'lead.status',
      ]);
    });
  });
});
