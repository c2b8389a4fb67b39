/** @jest-environment node */
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createTestDatabase, truncateAll, type TestDatabase } from '@/tests/helpers/db';

jest.setTimeout(60_000);

// The route modules read the environment (secrets) when first imported: each case loads them
// afresh, with the database connection replaced by the test database.
const saved = { ...process.env };
type CronRoute = typeof import('@/app/api/cron/route');
type RevalidateRoute = typeof import('@/app/api/revalidate-faq/route');

async function loadRoute<T>(
  specifier: string,
  vars: Record<string, string>,
  mocks: Record<string, () => unknown>,
): Promise<T> {
  Object.assign(process.env, vars);
  let route: T | undefined;
  await jest.isolateModulesAsync(async () => {
    for (const [name, factory] of Object.entries(mocks)) jest.doMock(name, factory);
    route = (await import(specifier)) as T;
  });
  if (!route) throw new Error('not loaded');
  return route;
}

const request = (method: string, url: string, authorization?: string) =>
  new Request(url, { method, headers: authorization ? { authorization } : {} });

afterEach(() => {
  process.env = { ...saved };
  jest.dontMock('@/lib/db/client');
  jest.dontMock('next/cache');
});

describe('GET /api/cron', () => {
  let database: TestDatabase;
  let mailDir: string;
  beforeAll(async () => {
    database = await createTestDatabase();
    mailDir = await mkdtemp(path.join(tmpdir(), 'site-cron-mail-'));
  });
  afterAll(async () => {
    await database?.close();
    await rm(mailDir, { recursive: true, force: true });
  });

  const load = (secret: string) =>
    loadRoute<CronRoute>(
      '@/app/api/cron/route',
      { CRON_SECRET: secret, RESEND_API_KEY: '', MAIL_DIR: mailDir },
      {
        '@/lib/db/client': () => ({ getDb: async () => database.db }),
      },
    );

  test('refuses calls without the right bearer token, and every call when no secret is set', async () => {
    const route = await load('s3cret');
    for (const auth of [undefined, 'Bearer wrong', 's3cret', 'Basic s3cret']) {
      const response = await route.GET(request('GET', 'http://localhost/api/cron', auth));
      expect(response.status).toBe(401);
      expect(response.headers.get('cache-control')).toBe('no-store');
    }
    const open = await load('');
    expect((await open.GET(request('GET', 'http://localhost/api/cron', 'Bearer '))).status).toBe(
      401,
    );
  });

  test('drains the outbox and purges expired enquiries', async () => {
    const old = new Date(Date.now() - 4 * 365 * 86_400_000);
    await database.db.contactMessage.create({
      data: { kind: 'contact', language: 'sv', email: 'old@example.se', createdAt: old },
    });
    await database.db.emailOutbox.create({
      data: {
        recipient: 'staff@example.se',
        subject: 'Hej',
        html: '<p>Hej</p>',
        text: 'Hej',
        idempotencyKey: 'contact/00000000-0000-7000-8000-000000000000/staff',
        leadKind: 'contact',
        leadId: '00000000-0000-7000-8000-000000000000',
      },
    });
    // A rate-limit window that has ended and a current one: only the ended one goes.
    await database.db.rateLimitWindow.createMany({
      data: [
        { key: 'newsletter-signup:x', points: 3, expire: new Date(Date.now() - 1_000) },
        { key: 'newsletter-signup:y', points: 1, expire: new Date(Date.now() + 60_000) },
      ],
    });
    const route = await load('s3cret');
    const response = await route.GET(request('GET', 'http://localhost/api/cron', 'Bearer s3cret'));
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const body = (await response.json()) as {
      salaryAlerts: number;
      delivery: { logged: number };
      retention: { contactMessages: number };
      rateLimitWindows: number;
    };
    expect(body.rateLimitWindows).toBe(1);
    expect(await database.db.rateLimitWindow.count()).toBe(1);
    // The enquiry's email, and whatever warnings about the salary rules this run queued.
    expect(body.delivery.logged).toBe(1 + body.salaryAlerts);
    expect(body.retention.contactMessages).toBe(1);
    expect(await readdir(mailDir)).toHaveLength(1 + body.salaryAlerts);
  });

  describe('warnings that the salary rules may be out of date', () => {
    const alerts = () =>
      database.db.emailOutbox.findMany({
        where: { leadKind: 'staff_alert' },
        select: { recipient: true, subject: true, text: true, idempotencyKey: true },
        orderBy: { createdAt: 'asc' },
      });
    const run = async (at: string) => {
      const route = await loadRoute<CronRoute>(
        '@/app/api/cron/route',
        {
          CRON_SECRET: 's3cret',
          RESEND_API_KEY: '',
          MAIL_DIR: mailDir,
          STAFF_EMAIL: 'staff@example.se',
          E2E_TEST_CLOCK: '1',
          TEST_CLOCK_NOW: at,
        },
        { '@/lib/db/client': () => ({ getDb: async () => database.db }) },
      );
      const response = await route.GET(
        request('GET', 'http://localhost/api/cron', 'Bearer s3cret'),
      );
      expect(response.status).toBe(200);
      return ((await response.json()) as { salaryAlerts: number }).salaryAlerts;
    };

    beforeEach(async () => {
      await truncateAll(database.db);
      const { seedSalaryRules } = await import('@/lib/salary/rule-store');
      await seedSalaryRules(database.db);
      // The living costs of 2027 are in: only the median can be missing.
      const costs = await database.db.salaryLivingCosts.findFirstOrThrow();
      await database.db.salaryLivingCosts.create({
        data: { ...costs, id: undefined, validFrom: new Date('2027-01-01T00:00:00Z') },
      });
    });

    test('after 20 June without that year’s median: one email to the staff, however often it runs', async () => {
      await expect(run('2027-06-19T12:00:00+02:00')).resolves.toBe(0);
      await expect(run('2027-06-21T12:00:00+02:00')).resolves.toBe(1);
      await expect(run('2027-06-21T12:15:00+02:00')).resolves.toBe(0);
      const [email, ...more] = await alerts();
      expect(more).toEqual([]);
      expect(email).toMatchObject({
        recipient: 'staff@example.se',
        idempotencyKey: 'staff_alert/median_missing/2027',
        subject: expect.stringContaining('Lönekraven på webbplatsen kan vara inaktuella'),
      });
      expect(email?.text).toContain('Ingen medianlön som SCB publicerat 2027 är inlagd');
      expect(email?.text).toMatch(/\/admin\/salary/);
      expect(
        await database.db.salaryRuleAlert.findMany({ select: { kind: true, subject: true } }),
      ).toEqual([{ kind: 'median_missing', subject: '2027' }]);
    });

    test('two instances at once still send one email', async () => {
      const { queueRuleAlerts } = await import('@/lib/salary/alerts');
      const at = new Date('2027-06-21T12:00:00+02:00');
      const counts = await Promise.all([
        queueRuleAlerts(database.db, at),
        queueRuleAlerts(database.db, at),
      ]);
      expect(counts.reduce((sum, count) => sum + count, 0)).toBe(1);
      expect(await alerts()).toHaveLength(1);
    });

    test('nothing once the median is entered; a percentage rule ending with nothing after it', async () => {
      await database.db.salaryMedian.create({
        data: {
          validFrom: new Date('2027-06-17T00:00:00Z'),
          amount: 39_500,
          publishedMonth: new Date('2027-06-01T00:00:00Z'),
          source: 'SCB',
        },
      });
      await expect(run('2027-06-21T12:00:00+02:00')).resolves.toBe(0);
      await database.db.salaryPercentageRule.updateMany({
        where: { situation: 'extension', lastDay: null },
        data: { lastDay: new Date('2027-07-10T00:00:00Z') },
      });
      await expect(run('2027-06-21T12:00:00+02:00')).resolves.toBe(1);
      const [email] = await alerts();
      expect(email?.idempotencyKey).toBe('staff_alert/percentage_rule_ends/extension/2027-07-10');
      expect(email?.text).toContain(
        'förlängningar gäller ansökningar som kommer in till och med 10 juli 2027',
      );
    });
  });
});

describe('POST /api/revalidate-faq', () => {
  const revalidatePath = jest.fn();
  const load = (secret: string) =>
    loadRoute<RevalidateRoute>(
      '@/app/api/revalidate-faq/route',
      { REVALIDATE_SECRET: secret },
      {
        'next/cache': () => ({ revalidatePath }),
      },
    );
  beforeEach(() => revalidatePath.mockClear());

  test('401 without the secret, and nothing is revalidated', async () => {
    const route = await load('rev');
    const response = await route.POST(
      request('POST', 'http://localhost/api/revalidate-faq', 'Bearer nope'),
    );
    expect(response.status).toBe(401);
    expect(revalidatePath).not.toHaveBeenCalled();
  });

  test('revalidates the FAQ page of every locale', async () => {
    const route = await load('rev');
    const response = await route.POST(
      request('POST', 'http://localhost/api/revalidate-faq', 'Bearer rev'),
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(revalidatePath).toHaveBeenCalledWith('/[locale]/faq', 'page');
  });
});
