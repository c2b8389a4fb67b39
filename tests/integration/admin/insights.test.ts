/** @jest-environment node */
import { setupTestDatabase } from '@/tests/integration/api/helpers';
import type { LeadRow } from '@/lib/admin/leads';

// /admin/insights' numbers (lib/admin/insights.ts) and the inbox's source filter
// (lib/admin/leads.ts) against PostgreSQL: sums per page, day, referrer and campaign within the
// period, leads per kind and week, and each form page's leads ÷ its views. The campaign
// vocabulary's staff form, and what a lead's source keeps (lib/leads/source.ts): its referrer's
// domain, UTM values on the list (else "other"), nothing at all with Global Privacy Control.

jest.setTimeout(60_000);
const STAFF = 'staff@example.se';
process.env.ADMIN_EMAILS = STAFF;
const db = setupTestDatabase();

class Redirect extends Error {
  constructor(readonly url: string) {
    super(url);
  }
}
jest.mock('@/lib/admin/auth', () => ({
  getAuth: async () => ({
    api: {
      getSession: async () => ({
        user: { id: 'user-1', email: 'staff@example.se' },
        session: { id: 'session-1', createdAt: new Date() },
      }),
    },
  }),
}));
jest.mock('next/headers', () => ({ headers: async () => new Headers() }));
jest.mock('next/navigation', () => ({
  redirect: (url: string) => {
    throw new Redirect(url);
  },
  unstable_rethrow: (error: unknown) => {
    if (error instanceof Redirect) throw error;
  },
}));

let insights: typeof import('@/lib/admin/insights');
let leads: typeof import('@/lib/admin/leads');
let ranges: typeof import('@/lib/admin/insights-range');
let filters: typeof import('@/lib/admin/lead-filters');
let client: Awaited<ReturnType<typeof import('@/lib/db/client').getDb>>;

beforeAll(async () => {
  insights = await import('@/lib/admin/insights');
  leads = await import('@/lib/admin/leads');
  ranges = await import('@/lib/admin/insights-range');
  filters = await import('@/lib/admin/lead-filters');
  client = await (await import('@/lib/db/client')).getDb();
});

async function exported<Row>(batches: AsyncIterable<Row[]>): Promise<Row[]> {
  const rows: Row[] = [];
  for await (const batch of batches) rows.push(...batch);
  return rows;
}

// "Now" is 2026-06-15 14:00 in Stockholm; the last 7 days are 06-09 to 06-15.
const NOW = new Date('2026-06-15T12:00:00Z');

async function views(
  day: string,
  page: string,
  language: 'sv' | 'en',
  count: number,
  extra: { referrer?: string; source?: string; campaign?: string } = {},
) {
  await db.query(
    `INSERT INTO page_view_counts (day, page, language, referrer_host, utm_source, utm_campaign, device, views)
     VALUES ($1, $2, $3, $4, $5, $6, 'desktop', $7)`,
    [day, page, language, extra.referrer ?? '', extra.source ?? '', extra.campaign ?? '', count],
  );
}

async function contactLead(createdAt: string, page: string | null, campaign = '', referrer = '') {
  const rows = await db.query<{ id: string }>(
    `INSERT INTO contact_messages (id, kind, language, email, name, created_at, updated_at)
     VALUES (gen_random_uuid(), 'contact', 'sv', 'a@example.se', 'Anna', $1, now()) RETURNING id`,
    [createdAt],
  );
  const id = rows[0]?.id ?? '';
  if (page)
    await db.query(
      `INSERT INTO lead_sources (lead_kind, lead_id, page, language, referrer_host, utm_source, utm_campaign, created_at)
       VALUES ('contact', $1, $2, 'sv', $3, $4, $5, $6)`,
      [id, page, referrer, campaign ? 'newsletter' : '', campaign, createdAt],
    );
  return id;
}

beforeAll(async () => {
  await views('2026-06-08', '/contact', 'sv', 100); // before the period
  await views('2026-06-09', '/contact', 'sv', 3);
  await views('2026-06-10', '/contact', 'en', 1, { referrer: 'example.com' });
  await views('2026-06-15', '/', 'sv', 5, { source: 'newsletter', campaign: 'june' });
  await views('2026-06-15', '/', 'sv', 2, { referrer: 'google.com' });
  await views('2026-06-15', 'not-found', 'sv', 1);
  await contactLead('2026-06-15T09:00:00Z', '/contact', 'june');
  await contactLead('2026-06-10T09:00:00Z', '/contact', '', 'example.com');
  await contactLead('2026-06-07T09:00:00Z', '/contact'); // before the period
  await contactLead('2026-06-11T09:00:00Z', null); // no known source
});

test('the last 7 days, summed in the database', async () => {
  const range = ranges.parseInsightsRange({ range: '7' }, NOW);
  expect(range).toMatchObject({ from: '2026-06-09', to: '2026-06-15', days: 7 });
  const data = await insights.loadInsights(client, range);
  expect(data.total).toBe(12);
  expect(data.daily).toHaveLength(7);
  expect(data.daily[0]).toEqual({ day: '2026-06-09', views: 3 });
  expect(data.daily[3]).toEqual({ day: '2026-06-12', views: 0 });
  expect(data.daily[6]).toEqual({ day: '2026-06-15', views: 8 });
  expect(data.pages).toEqual([
    { page: '/', sv: 7, en: 0, total: 7 },
    { page: '/contact', sv: 3, en: 1, total: 4 },
    { page: 'not-found', sv: 1, en: 0, total: 1 },
  ]);
  expect(data.referrers).toEqual([
    { host: 'google.com', views: 2 },
    { host: 'example.com', views: 1 },
  ]);
  expect(data.campaigns).toEqual([
    { source: 'newsletter', medium: '', campaign: 'june', views: 5, leads: 1 },
  ]);
  // Weeks start on Monday (2026-06-08 and 2026-06-15); every lead counts, known source or not.
  expect(data.leadWeeks).toEqual([
    { week: '2026-06-08', counts: { contact: 2 } },
    { week: '2026-06-15', counts: { contact: 1 } },
  ]);
  expect(data.conversions.find((row) => row.page === '/contact')).toEqual({
    page: '/contact',
    views: 4,
    leads: 2,
  });
  expect(data.conversions.find((row) => row.page === '/academy')).toEqual({
    page: '/academy',
    views: 0,
    leads: 0,
  });
});

test('a chosen range; the export holds every row of it, nothing else', async () => {
  const range = ranges.parseInsightsRange(
    { range: 'custom', from: '2026-06-10', to: '2026-06-08' },
    NOW,
  );
  expect(range).toMatchObject({ from: '2026-06-08', to: '2026-06-10', preset: null, days: 3 });
  const rows = await exported(insights.exportPageViewBatches(client, range));
  expect(rows.map((row) => [row.day, row.page, row.language, row.referrerHost, row.views])).toEqual(
    [
      ['2026-06-08', '/contact', 'sv', '', 100],
      ['2026-06-09', '/contact', 'sv', '', 3],
      ['2026-06-10', '/contact', 'en', 'example.com', 1],
    ],
  );
  expect(await insights.countPageViewRows(client, range)).toBe(3);
});

test('the export reads batch by batch, each after the last one’s key, up to its limit', async () => {
  const range = ranges.parseInsightsRange({ range: '7' }, NOW);
  const whole = await exported(insights.exportPageViewBatches(client, range));
  // 06-15 has two rows of one page and language that differ only further along the key.
  expect(whole.filter((row) => row.day === '2026-06-15' && row.page === '/')).toHaveLength(2);
  const oneByOne = await exported(insights.exportPageViewBatches(client, range, { batchSize: 1 }));
  expect(oneByOne).toEqual(whole);
  const capped = insights.exportPageViewBatches(client, range, { limit: 2, batchSize: 1 });
  expect(await exported(capped)).toEqual(whole.slice(0, 2));
});

test('an empty period explains itself with zeros, not an error', async () => {
  const data = await insights.loadInsights(
    client,
    ranges.parseInsightsRange({ range: 'custom', from: '2020-01-01', to: '2020-01-31' }, NOW),
  );
  expect(data.total).toBe(0);
  expect(data.daily).toHaveLength(31);
  expect(data.pages).toEqual([]);
  expect(data.leadWeeks).toEqual([]);
});

test('malformed periods fall back to the last 30 days; a range is capped at two years', () => {
  // A date of the right shape that no calendar has (2026-99-99) threw a RangeError before.
  for (const params of [
    {},
    { range: '8' },
    { range: 'custom', from: 'x', to: '2026-01-01' },
    { range: 'custom', from: '2026-99-99', to: '2026-06-01' },
  ])
    expect(ranges.parseInsightsRange(params, NOW)).toMatchObject({
      from: '2026-05-17',
      to: '2026-06-15',
      preset: 30,
    });
  expect(
    ranges.parseInsightsRange({ range: 'custom', from: '2000-01-01', to: '2026-06-15' }, NOW).days,
  ).toBe(ranges.MAX_RANGE_DAYS);
});

test('the inbox filters on the page a lead was sent from and its campaign; the export carries them', async () => {
  const bySource = await leads.listLeads(client, filters.parseLeadFilters({ source: '/contact' }));
  expect(bySource.total).toBe(3);
  const byCampaign: LeadRow[] = await exported(
    leads.exportLeadBatches(client, filters.parseLeadFilters({ campaign: 'June' })),
  );
  expect(byCampaign).toHaveLength(1);
  expect(byCampaign[0]).toMatchObject({
    sourcePage: '/contact',
    utmSource: 'newsletter',
    utmCampaign: 'june',
    referrerHost: '',
  });
  // the site whose link opened the visit, typed any way a person would (case, a full address,
  // a host of the domain)
  for (const referrer of [
    'example.com',
    'news.example.com',
    'News.Example.com',
    'https://news.example.com/article?x=1',
  ]) {
    const byReferrer = await leads.listLeads(client, filters.parseLeadFilters({ referrer }));
    expect(byReferrer.total).toBe(1);
  }
  expect(filters.parseLeadFilters({ referrer: 'not a host' }).referrer).toBe('');
  // an unknown page is no filter
  expect((await leads.listLeads(client, filters.parseLeadFilters({ source: '/nope' }))).total).toBe(
    4,
  );
});

describe('the campaign vocabulary and a lead’s source', () => {
  let actions: typeof import('@/lib/admin/actions/insights');
  let source: typeof import('@/lib/leads/source');
  const listed = async () =>
    (await db.query<{ value: string }>('SELECT value FROM campaign_values ORDER BY value')).map(
      (row) => row.value,
    );
  const audits = () =>
    db.query<{ action: string; details: unknown }>(
      `SELECT action, details FROM admin_audit_events WHERE action = 'insights.campaigns'
        ORDER BY created_at`,
    );
  const save = async (values: string) => {
    const form = new FormData();
    form.set('values', values);
    return actions.saveCampaignValues({ status: 'idle' }, form).catch((error: unknown) => error);
  };

  beforeAll(async () => {
    actions = await import('@/lib/admin/actions/insights');
    source = await import('@/lib/leads/source');
  });

  test('staff replace the list as typed; the change and its audit row together', async () => {
    const first = await save('Newsletter\nJune 2026\n\nnewsletter');
    expect(first).toBeInstanceOf(Redirect);
    expect((first as Redirect).url).toBe('/admin/insights?saved=2#campaign-values');
    expect(await listed()).toEqual(['june-2026', 'newsletter']);
    await save('june-2026, cpc');
    expect(await listed()).toEqual(['cpc', 'june-2026']);
    expect(await audits()).toEqual([
      {
        action: 'insights.campaigns',
        details: { added: ['newsletter', 'june-2026'], removed: [] },
      },
      { action: 'insights.campaigns', details: { added: ['cpc'], removed: ['newsletter'] } },
    ]);
  });

  test('too long a list is refused with what was typed; the list stays', async () => {
    const typed = Array.from({ length: 101 }, (_, i) => `v${i}`).join('\n');
    expect(await save(typed)).toEqual({
      status: 'invalid',
      errors: { values: 'tooManyValues' },
      values: { values: typed },
    });
    expect(await listed()).toEqual(['cpc', 'june-2026']);
  });

  test('a lead’s source: the referrer’s domain, listed UTM values, "other" for the rest; nothing with GPC', async () => {
    const own = ['www.talentbridge.se'];
    const headers = (extra: Record<string, string> = {}) =>
      new Headers({
        referer:
          'https://www.talentbridge.se/kontakt?utm_source=CPC&utm_medium=anna%40example.se&utm_campaign=June%202026',
        ...extra,
      });
    expect(
      source.leadSourceFrom(headers({ 'sec-gpc': '1' }), own, 'intranet.corp.example.co.uk'),
    ).toBeNull();
    const found = source.leadSourceFrom(headers(), own, 'intranet.corp.example.co.uk');
    expect(found).toMatchObject({ page: '/contact', referrerHost: 'example.co.uk' });
    const id = await contactLead('2026-06-15T10:00:00Z', null);
    await source.withLeadSource(found, () =>
      client.$transaction((tx) => source.recordLeadSource(tx, 'contact', id)),
    );
    const [row] = await db.query(
      'SELECT page, referrer_host, utm_source, utm_medium, utm_campaign FROM lead_sources WHERE lead_id = $1',
      [id],
    );
    expect(row).toEqual({
      page: '/contact',
      referrer_host: 'example.co.uk',
      utm_source: 'cpc',
      utm_medium: 'other',
      utm_campaign: 'june-2026',
    });
  });
});
