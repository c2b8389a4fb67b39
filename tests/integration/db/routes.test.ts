/** @jest-environment node */
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createTestDatabase, type TestDatabase } from '@/tests/helpers/db';

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
    database = await createTestDatabase('postgres');
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
    // A finished rate-limit window and a current one: only the finished one goes.
    await database.db.rateLimitWindow.createMany({
      data: [
        { key: 'newsletter-signup:x', windowStart: old, count: 3 },
        { key: 'newsletter-signup:x', windowStart: new Date(), count: 1 },
      ],
    });
    const route = await load('s3cret');
    const response = await route.GET(request('GET', 'http://localhost/api/cron', 'Bearer s3cret'));
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const body = (await response.json()) as {
      delivery: { logged: number };
      retention: { contactMessages: number };
      rateLimitWindows: number;
    };
    expect(body.rateLimitWindows).toBe(1);
    expect(await database.db.rateLimitWindow.count()).toBe(1);
    expect(body.delivery.logged).toBe(1);
    expect(body.retention.contactMessages).toBe(1);
    expect(await readdir(mailDir)).toHaveLength(1);
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
