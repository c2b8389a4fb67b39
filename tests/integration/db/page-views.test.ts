/** @jest-environment node */
import { PrismaClient } from '@/lib/db/generated/client';
import { deviceClass, OTHER, referrerDomain, utmOf, type PageView } from '@/lib/insights/classify';
import { stockholmDate } from '@/lib/salary/rules';
import { PageViewCounter, type CountRow } from '@/lib/insights/counter';
import { writePageViews } from '@/lib/insights/write';
import { createTestDatabase, truncateAll, type TestDatabase } from '@/tests/helpers/db';

// The page-view counter (lib/insights/counter.ts) against PostgreSQL: counts kept in
// memory per instance and written as increments, so several instances add up; a failed write
// keeps its counts for the next; UTM values off the staff's list and rows past the day's limit
// (all instances and restarts together) are kept as "other"; and the table holds nothing about
// a person.

jest.setTimeout(60_000);

const view = (overrides: Partial<PageView> = {}): PageView => ({
  day: '2026-06-15',
  page: '/contact',
  language: 'sv',
  referrerHost: '',
  utmSource: '',
  utmMedium: '',
  utmCampaign: '',
  device: 'desktop',
  ...overrides,
});

async function totals(db: PrismaClient) {
  const rows = await db.pageViewCount.findMany({
    orderBy: [{ page: 'asc' }, { utmCampaign: 'asc' }],
  });
  return rows.map(({ day, page, utmCampaign, referrerHost, views }) => ({
    day: day.toISOString().slice(0, 10),
    page,
    utmCampaign,
    referrerHost,
    views,
  }));
}

describe('page-view counts', () => {
  let database: TestDatabase;
  let db: PrismaClient;
  let other: PrismaClient;

  beforeAll(async () => {
    database = await createTestDatabase();
    db = database.db;
    // A second instance: its own client (its own pool on PostgreSQL) on the same database.
    other = new PrismaClient({ adapter: database.adapter });
  });
  afterAll(async () => {
    await other?.$disconnect();
    await database?.close();
  });
  beforeEach(async () => {
    await truncateAll(db);
    await db.campaignValue.create({ data: { value: 'june' } });
  });

  test('two instances’ flushes add up, row by row', async () => {
    const one = new PageViewCounter({
      intervalMs: 60_000,
      write: (rows) => writePageViews(db, rows),
    });
    const two = new PageViewCounter({
      intervalMs: 60_000,
      write: (rows) => writePageViews(other, rows),
    });
    for (let round = 0; round < 3; round++) {
      for (let i = 0; i < 5; i++) one.add(view());
      for (let i = 0; i < 7; i++) two.add(view());
      one.add(view({ page: '/', utmCampaign: 'june', referrerHost: 'example.com' }));
      two.add(view({ page: '/', utmCampaign: 'june', referrerHost: 'example.com' }));
      // both instances write the same rows at the same moment
      await Promise.all([one.flush(), two.flush()]);
    }
    expect(one.waiting).toBe(0);
    expect(two.waiting).toBe(0);
    expect(await totals(db)).toEqual([
      {
        day: '2026-06-15',
        page: '/',
        utmCampaign: 'june',
        referrerHost: 'example.com',
        views: 6,
      },
      { day: '2026-06-15', page: '/contact', utmCampaign: '', referrerHost: '', views: 36 },
    ]);
    await Promise.all([one.stop(), two.stop()]);
  });

  test('an instance flushes on its own after its interval, and early after N views', async () => {
    const timed = new PageViewCounter({
      intervalMs: 50,
      write: (rows) => writePageViews(db, rows),
    });
    timed.add(view(), 3);
    const early = new PageViewCounter({
      intervalMs: 60_000,
      flushAtViews: 10,
      write: (rows) => writePageViews(db, rows),
    });
    for (let i = 0; i < 10; i++) early.add(view({ page: '/about' }));
    const expected = [
      { day: '2026-06-15', page: '/about', utmCampaign: '', referrerHost: '', views: 10 },
      { day: '2026-06-15', page: '/contact', utmCampaign: '', referrerHost: '', views: 3 },
    ];
    const deadline = Date.now() + 5_000;
    let seen = await totals(db);
    while (JSON.stringify(seen) !== JSON.stringify(expected) && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      seen = await totals(db);
    }
    // written by the counters themselves: nobody called flush()
    expect(timed.waiting + early.waiting).toBe(0);
    expect(seen).toEqual(expected);
    await Promise.all([timed.stop(), early.stop()]);
  });

  test('a failed flush keeps its counts and the next one writes them', async () => {
    const errors: unknown[] = [];
    const counter = new PageViewCounter({
      intervalMs: 60_000,
      write: (rows) => writePageViews(db, rows),
      onError: (error) => errors.push(error),
    });
    counter.add(view(), 4);
    // The table is away (a real database error), so the write fails.
    await db.$executeRawUnsafe('ALTER TABLE page_view_counts RENAME TO page_view_counts_away');
    try {
      await counter.flush();
      expect(errors).toHaveLength(1);
      expect(counter.waiting).toBe(4);
      counter.add(view(), 2); // counted meanwhile
    } finally {
      await db.$executeRawUnsafe('ALTER TABLE page_view_counts_away RENAME TO page_view_counts');
    }
    await counter.flush();
    expect(counter.waiting).toBe(0);
    expect(await totals(db)).toEqual([
      { day: '2026-06-15', page: '/contact', utmCampaign: '', referrerHost: '', views: 6 },
    ]);
    await counter.stop();
  });

  test('campaign values off the staff’s list are counted as "other", from the next write on', async () => {
    const counter = new PageViewCounter({
      intervalMs: 60_000,
      write: (rows) => writePageViews(db, rows),
    });
    counter.add(view({ utmSource: 'newsletter', utmCampaign: 'june' }), 2);
    counter.add(view({ utmSource: 'anna-at-example-com', utmCampaign: 'june' }));
    await counter.flush();
    // The list changes (another instance, the back office): the next write follows it.
    await other.campaignValue.create({ data: { value: 'newsletter' } });
    counter.add(view({ utmSource: 'newsletter', utmCampaign: 'june' }), 3);
    await counter.stop();
    const rows = await db.pageViewCount.findMany({ orderBy: { views: 'asc' } });
    expect(rows.map((row) => [row.utmSource, row.utmCampaign, row.views])).toEqual([
      [OTHER, 'june', 3],
      ['newsletter', 'june', 3],
    ]);
  });

  test('made-up campaign names past the memory limit are counted as "other"', async () => {
    await db.campaignValue.createMany({
      data: Array.from({ length: 100 }, (_, i) => ({ value: `listed-${i}` })),
    });
    const written: CountRow[][] = [];
    const counter = new PageViewCounter({
      intervalMs: 60_000,
      maxRows: 3,
      write: async (rows) => {
        written.push([...rows]);
        await writePageViews(db, rows);
      },
    });
    for (let i = 0; i < 100; i++) counter.add(view({ utmCampaign: `listed-${i}` }));
    await counter.stop();
    expect(written[0]?.length).toBeLessThanOrEqual(4);
    const rows = await db.pageViewCount.findMany();
    expect(rows.reduce((sum, row) => sum + row.views, 0)).toBe(100);
    expect(rows.find((row) => row.utmCampaign === OTHER)?.views).toBe(97);
  });

  test('a day takes a bounded number of distinct rows, all instances and restarts together', async () => {
    const LIMIT = 5;
    const listed = Array.from({ length: 60 }, (_, i) => `made-up-${i}`);
    await db.campaignValue.createMany({
      data: [...listed, 'next-day'].map((value) => ({ value })),
    });
    // Two instances at once, then each restarted (a new counter), every one sending new rows.
    const instance = (client: PrismaClient) =>
      new PageViewCounter({
        intervalMs: 60_000,
        write: (rows) => writePageViews(client, rows, LIMIT),
      });
    let next = 0;
    for (let life = 0; life < 3; life++) {
      const [one, two] = [instance(db), instance(other)];
      for (let i = 0; i < 10; i++) {
        one.add(view({ utmCampaign: listed[next++], referrerHost: 'example.com' }));
        two.add(view({ utmCampaign: listed[next++], referrerHost: 'example.com' }));
      }
      await Promise.all([one.stop(), two.stop()]);
    }
    // A combination the table already has keeps its own row past the limit.
    const [present] = await db.pageViewCount.findMany({ where: { utmCampaign: { not: OTHER } } });
    const again = instance(db);
    again.add(view({ utmCampaign: present?.utmCampaign, referrerHost: 'example.com' }));
    again.add(view({ day: '2026-06-16', utmCampaign: 'next-day' })); // a new day, a new budget
    await again.stop();

    const rows = await db.pageViewCount.findMany();
    const day = rows.filter((row) => row.day.toISOString().startsWith('2026-06-15'));
    // Five distinct combinations, and the rest in the one that says only "other".
    expect(day).toHaveLength(LIMIT + 1);
    expect(day.find((row) => row.utmCampaign === OTHER)).toMatchObject({
      referrerHost: OTHER,
      views: 60 - LIMIT,
    });
    expect(day.find((row) => row.utmCampaign === present?.utmCampaign)?.views).toBe(2);
    expect(rows.find((row) => row.utmCampaign === 'next-day')?.views).toBe(1);
    expect(rows.reduce((sum, row) => sum + row.views, 0)).toBe(62);
  });

  test('nothing personal: every column of every row read back', async () => {
    // A visit from a person, with everything a request can tell about them.
    const ip = '203.0.113.77';
    const email = 'anna.svensson@example.com';
    const agent =
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148 Safari/604.1';
    const pageUrl = new URL(
      `https://www.talentbridge.se/kontakt?utm_source=Newsletter&utm_medium=${email}&utm_campaign=June&email=${email}&ip=${ip}`,
    );
    await db.campaignValue.create({ data: { value: 'newsletter' } });
    const counter = new PageViewCounter({
      intervalMs: 60_000,
      write: (rows) => writePageViews(db, rows),
    });
    counter.add({
      day: stockholmDate(new Date('2026-06-15T10:00:00Z')),
      page: '/contact',
      language: 'sv',
      referrerHost: referrerDomain(`https://anna.mail.example.net/inbox/${email}?from=${ip}`, [
        pageUrl.hostname,
      ]),
      ...utmOf(pageUrl.searchParams),
      device: deviceClass(agent),
    });
    await counter.stop();

    const columns = await db.$queryRawUnsafe<{ column_name: string }[]>(
      `SELECT column_name FROM information_schema.columns
        WHERE table_name = 'page_view_counts' AND table_schema = current_schema()
        ORDER BY ordinal_position`,
    );
    expect(columns.map((c) => c.column_name)).toEqual([
      'day',
      'page',
      'language',
      'referrer_host',
      'utm_source',
      'utm_medium',
      'utm_campaign',
      'device',
      'views',
    ]);
    const rows = await db.$queryRawUnsafe<Record<string, unknown>[]>(
      'SELECT day::text AS day, page, language::text AS language, referrer_host, utm_source, utm_medium, utm_campaign, device, views FROM page_view_counts',
    );
    expect(rows).toEqual([
      {
        day: '2026-06-15',
        page: '/contact',
        language: 'sv',
        referrer_host: 'example.net',
        utm_source: 'newsletter',
        utm_medium: OTHER,
        utm_campaign: 'june',
        device: 'mobile',
        views: 1,
      },
    ]);
    const everything = JSON.stringify(rows);
    for (const personal of [ip, email, 'anna', 'svensson', 'iPhone', 'inbox', 'from='])
      expect(everything).not.toContain(personal);
  });
});
