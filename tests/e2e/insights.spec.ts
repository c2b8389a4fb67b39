import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Browser, type Page } from '@playwright/test';
import en from '../../messages/en.json';
import sv from '../../messages/sv.json';
import { MAIL_DIR, signIn } from './support/admin';
import {
  createSharedDatabase,
  hasLocalBuild,
  startInstance,
  type Instance,
  type SharedDatabase,
} from './support/instances';

// Anonymous page-view counting and the back office's insights, end to end, on a server of its
// own with a fresh database (so every number is exact whatever else the suite does): staff list
// the campaign values to count; a person's browser visits three pages, a bot visits the same
// ones, the person sends a contact enquiry; the insights page shows exactly the three views with
// their referrer's domain and campaign (a value off the list as "other"), the lead shows its
// page, referring domain and campaign, and the contact page converts 1 of 1. A browser sending
// Global Privacy Control is not counted at all.

const port = Number(process.env.E2E_PORT ?? 3100) + 27;
const CHROME =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';
// utm_medium: a value nobody listed (here a person's name), kept as "other".
const CAMPAIGN = '?utm_source=newsletter&utm_medium=anna.svensson&utm_campaign=june';
const ELSEWHERE = 'https://news.example.com/articles/42?reader=anna@example.com';
const VISITS: { path: string; referer?: string }[] = [
  { path: `/${CAMPAIGN}` },
  { path: '/om-oss', referer: ELSEWHERE },
  { path: `/kontakt${CAMPAIGN}`, referer: ELSEWHERE },
];

test.describe.configure({ mode: 'serial' });
test.skip(!hasLocalBuild() || Boolean(process.env.BASE_URL), 'needs the local build');

let database: SharedDatabase;
let instance: Instance;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  database = await createSharedDatabase();
  instance = await startInstance(port, {
    DATABASE_URL: database.url,
    PAGE_VIEW_FLUSH_SECONDS: '0.5',
    // The sign-in helper reads the staff's link from the suite's mail folder.
    MAIL_DIR,
  });
});

test.afterAll(async () => {
  await instance?.stop();
  await database?.drop();
});

async function visit(browser: Browser, options: Parameters<Browser['newContext']>[0]) {
  const context = await browser.newContext({ baseURL: instance.url, ...options });
  const page = await context.newPage();
  for (const { path, referer } of VISITS) {
    const response = await page.goto(path, referer ? { referer } : {});
    expect(response?.status()).toBe(200);
  }
  return { context, page };
}

const totalViews = async () =>
  Number(
    (
      await database.query<{ n: string }>(
        'SELECT COALESCE(SUM(views), 0) AS n FROM page_view_counts',
      )
    )[0]?.n,
  );

async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    .analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

test('three views by a browser, none by a bot; the lead knows its page and campaign', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const a = sv.AdminInsights;
  // Staff list the campaign values to count, typed any way (case, blank lines).
  const staff = await browser.newContext({ baseURL: instance.url });
  const admin = await staff.newPage();
  await signIn(admin);
  await admin.goto('/admin/insights');
  const list = admin.getByRole('textbox', { name: a.campaignValuesLabel });
  await list.fill('Newsletter\n\nJune\n');
  await admin.getByRole('button', { name: a.campaignValuesSave }).click();
  await expect(admin.getByText('Listan sparades: 2 värden.')).toBeVisible();
  await expect(list).toHaveValue('june\nnewsletter');

  // A bot visits the same pages first: nothing is counted.
  const bot = await visit(browser, { userAgent: GOOGLEBOT });
  await bot.context.close();

  // The person: three pages, then the contact form (with JavaScript, as most visitors).
  const person = await visit(browser, { userAgent: CHROME });
  const page = person.page;
  const t = sv.ContactForm;
  const field = (label: string) =>
    page.getByRole('textbox', { name: new RegExp(`^${label}(?: \\(.+\\))?$`) });
  await field(t.name).fill('Anna Insikt');
  await field(t.email).fill(`insights-${Date.now()}@example.se`);
  await field(t.company).fill('Insikt AB');
  await page.getByRole('combobox', { name: new RegExp(`^${t.countryCode}`) }).selectOption('SE');
  await field(t.phoneNumber).fill('70 123 45 67');
  await page
    .getByRole('combobox', { name: new RegExp(`^${t.service}`) })
    .selectOption('relocation');
  await field(t.message).fill('Hej, vi vill veta mer.');
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: t.submit }).click();
  await expect(page.getByText(t.success).first()).toBeVisible();
  await person.context.close(); // before the form's return to the home page

  await expect.poll(totalViews, { timeout: 15_000 }).toBe(3);
  // Nothing but the three views: no bot, no prefetch, no form post, no RSC fetch.
  await new Promise((resolve) => setTimeout(resolve, 1_500));
  expect(await totalViews()).toBe(3);

  await admin.goto('/admin/insights?range=7');
  await expect(admin.getByRole('status')).toContainText('3 sidvisningar');
  const pages = admin.getByRole('table', { name: a.pagesCaption });
  for (const path of ['/', '/about', '/contact'])
    await expect(pages.locator(`tr[data-page="${path}"] td`).nth(3)).toHaveText('1');
  await expect(pages.locator('tbody tr')).toHaveCount(3);
  const referrers = admin.getByRole('table', { name: a.referrersCaption });
  await expect(referrers.locator('tbody tr')).toHaveCount(1);
  // Only the referrer's registrable domain.
  await expect(referrers.locator('tbody tr td')).toHaveText(['example.com', '2']);
  const campaigns = admin.getByRole('table', { name: a.campaignsCaption });
  await expect(campaigns.locator('tbody tr td')).toHaveText([
    'newsletter',
    a.otherValue,
    'june',
    '2',
    '1',
  ]);
  const conversion = admin.getByRole('table', { name: a.conversionCaption });
  await expect(conversion.locator('tr[data-page="/contact"] td').nth(1)).toHaveText('1 av 1');
  await expect(admin.getByRole('img', { name: /Stapeldiagram/ })).toBeVisible();
  expect(await seriousViolations(admin)).toEqual([]);

  // The same page in English, also accessible.
  await admin.goto('/admin/insights?range=7&lang=en');
  await expect(admin.getByRole('heading', { level: 1 })).toHaveText(en.AdminInsights.title);
  await expect(
    admin
      .getByRole('table', { name: en.AdminInsights.conversionCaption })
      .locator('tr[data-page="/contact"] td')
      .nth(1),
  ).toHaveText('1 of 1');
  expect(await seriousViolations(admin)).toEqual([]);

  // The CSV of the period: the three rows, nothing about the person.
  const exported = await admin.request.get('/admin/insights/export?range=7', {
    headers: { 'sec-fetch-site': 'same-origin' },
  });
  expect(exported.headers()['content-disposition']).toMatch(/filename="page-views-[\d-]+\.csv"/);
  const csv = await exported.text();
  expect(csv.trim().split('\r\n')).toHaveLength(4);
  expect(csv).toContain('example.com');
  expect(csv).not.toContain('news.example.com');
  expect(csv).not.toContain('anna');
  expect(csv).not.toContain('svensson');
  expect(csv).not.toContain('reader');

  // The lead: found by its page, showing where it came from.
  await admin.goto('/admin?lang=sv');
  await admin.goto('/admin?source=%2Fcontact&campaign=june&referrer=news.example.com');
  await admin.getByRole('link', { name: 'Anna Insikt' }).click();
  await expect(admin.locator('[data-source="sourcePage"]')).toHaveText('/contact');
  // The site whose link opened the contact page (its domain only), sent with the form.
  await expect(admin.locator('[data-source="referrerHost"]')).toHaveText('example.com');
  await expect(admin.locator('[data-source="utmSource"]')).toHaveText('newsletter');
  // A value not on the staff's list, kept as "other", in the staff's words.
  await expect(admin.locator('[data-source="utmMedium"]')).toHaveText(sv.AdminInsights.otherValue);
  await expect(admin.locator('[data-source="utmCampaign"]')).toHaveText('june');
  await staff.close();
});

test('a browser sending Global Privacy Control is not counted at all', async ({ browser }) => {
  const before = await totalViews();
  const gpc = await visit(browser, { userAgent: CHROME, extraHTTPHeaders: { 'Sec-GPC': '1' } });
  await gpc.context.close();
  await new Promise((resolve) => setTimeout(resolve, 2_000)); // four flush intervals
  expect(await totalViews()).toBe(before);
});

test('the empty insights page explains itself on a fresh period', async ({ browser }) => {
  const staff = await browser.newContext({ baseURL: instance.url });
  const admin = await staff.newPage();
  await signIn(admin);
  await admin.goto('/admin/insights?range=custom&from=2020-01-01&to=2020-01-31');
  await expect(admin.getByText(sv.AdminInsights.emptyViews).first()).toBeVisible();
  await expect(admin.getByText(sv.AdminInsights.emptyCampaigns)).toBeVisible();
  expect(await seriousViolations(admin)).toEqual([]);
  await staff.close();
});
