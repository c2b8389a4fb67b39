/** @jest-environment node */
import type { PrismaClient } from '@/lib/db/generated/client';
import { readFaqCategories, readPublishedFaqs } from '@/lib/faq/read';
import { createTestDatabase, type TestDatabase } from '@/tests/helpers/db';

jest.setTimeout(60_000);

// lib/db/client.ts reads the environment when first imported, so each getDb case loads it afresh
// with its own environment and a stand-in for the database connection. The FAQ's reads take the
// client (lib/faq/read.ts) or its opener (lib/faq/load.ts).
const saved = { ...process.env };
type Load = typeof import('@/lib/faq/load');

/** lib/faq/load.ts afresh, with no last good read remembered (lib/cache/stale-on-error.ts). */
async function freshLoad(): Promise<Load> {
  delete (globalThis as { __lastGood?: unknown }).__lastGood;
  let load: Load | undefined;
  await jest.isolateModulesAsync(async () => {
    load = await import('@/lib/faq/load');
  });
  if (!load) throw new Error('not loaded');
  return load;
}

afterEach(() => {
  process.env = { ...saved };
  jest.restoreAllMocks();
  jest.dontMock('@/lib/db/client');
  jest.dontMock('@/lib/db/connect');
});

describe('FAQ reads', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database?.close());

  test('they read the database they are given', async () => {
    await database.db.faqCategory.create({
      data: { id: 'c1', key: 'only-in-db', titleSv: 'Db', titleEn: 'Db', sortOrder: 1 },
    });
    await database.db.faq.create({
      data: {
        id: 'f1',
        categoryKey: 'only-in-db',
        questionSv: 'F?',
        questionEn: 'Q?',
        answerSv: 'S',
        answerEn: 'A',
      },
    });
    await expect(readFaqCategories(database.db)).resolves.toEqual([
      { id: 'c1', key: 'only-in-db', titleSv: 'Db', titleEn: 'Db', sortOrder: 1 },
    ]);
    await expect(readPublishedFaqs(database.db)).resolves.toHaveLength(1);
  });

  test('answers get the figures of the salary rules in the database for an application today', async () => {
    const june = new Date('2026-06-01T00:00:00Z');
    await database.db.salaryMedian.create({
      data: { validFrom: june, amount: 40_000, publishedMonth: june, source: 'test' },
    });
    await database.db.salaryPercentageRule.create({
      data: { situation: 'first_permit', firstDay: june, percentage: 90, source: 'test' },
    });
    await database.db.faq.update({
      where: { id: 'f1' },
      data: {
        answerSv: 'Golvet är {floor} kr ({percentage} %).',
        answerEn: 'SEK {floor} since {validFrom}.',
      },
    });
    const { loadFaq } = await freshLoad();
    const answers = async (locale: 'sv' | 'en') =>
      (await loadFaq(async () => database.db, locale)).flatMap((group) =>
        group.items.map((item) => item.answer),
      );
    await expect(answers('sv')).resolves.toEqual(['Golvet är 36\u00a0000 kr (90 %).']);
    await expect(answers('en')).resolves.toEqual(['SEK 36,000 since 1 June 2026.']);
  });

  test('a failed read of the rules fails the render, so the last good page stays (no default figures)', async () => {
    await database.db.faq.update({
      where: { id: 'f1' },
      data: { answerSv: 'Golvet är {floor} kr.', answerEn: 'SEK {floor}.' },
    });
    const failing = new Proxy(database.db, {
      get: (target, name, receiver) =>
        name === 'salaryMedian'
          ? {
              findMany: async () => {
                throw new Error('salary rules unreadable');
              },
            }
          : Reflect.get(target, name, receiver),
    });
    const { loadFaq } = await freshLoad();
    await expect(loadFaq(async () => failing, 'sv')).rejects.toThrow('salary rules unreadable');
  });

  test('a database that cannot be opened, with nothing read before, is raised (a failed FAQ read is an error)', async () => {
    const { DatabaseUnavailableError } = await import('@/lib/db/errors');
    const { loadFaq } = await freshLoad();
    const open = async (): Promise<PrismaClient> => {
      throw new DatabaseUnavailableError('down');
    };
    await expect(loadFaq(open, 'sv')).rejects.toThrow('down');
  });
});

describe('getDb', () => {
  type Client = typeof import('@/lib/db/client');
  const store = globalThis as { __siteDb?: unknown };

  async function loadClient(vars: Record<string, string>, connect: jest.Mock): Promise<Client> {
    Object.assign(process.env, vars);
    delete store.__siteDb;
    let client: Client | undefined;
    await jest.isolateModulesAsync(async () => {
      jest.doMock('@/lib/db/connect', () => ({
        ...jest.requireActual<object>('@/lib/db/connect'),
        connectDatabase: connect,
      }));
      client = await import('@/lib/db/client');
    });
    if (!client) throw new Error('not loaded');
    return client;
  }

  test('a failed first open is not cached: the next call tries again', async () => {
    const db = { marker: 'db' };
    const connect = jest
      .fn()
      .mockRejectedValueOnce(new Error('the server refused the connection'))
      .mockResolvedValue({ db });
    const client = await loadClient({ DATABASE_URL: '', NEXT_PHASE: '' }, connect);
    await expect(client.getDb()).rejects.toThrow('the server refused the connection');
    await expect(client.getDb()).resolves.toBe(db);
    await expect(client.getDb()).resolves.toBe(db);
    expect(connect).toHaveBeenCalledTimes(2);
    delete store.__siteDb;
  });
});
