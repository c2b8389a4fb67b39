import { readFile } from 'node:fs/promises';
import { randomUUID } from 'node:crypto';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { Client } from 'pg';
import en from '../../messages/en.json';
import sv from '../../messages/sv.json';
import { signIn, STAFF_EMAIL } from './support/admin';
import { startInstance, type Instance } from './support/instances';

// The back office's tools (issue 14: FAQ editor, salary rules, outbox, GDPR) in a real browser,
// Swedish (the back office's default language). Each page refuses without a session, each
// action refuses once the session is gone (nothing changes), an FAQ edit reaches /en/faq with no
// rebuild, a future median takes over when a test clock passes its date, the front page warns
// when June has passed without that year's median (until one is entered), GDPR erasure removes
// the rows, an outbox retry sends again. Tests that read or write rows directly need
// DATABASE_URL (the server's PostgreSQL) and are skipped without it.

const t = { faq: sv.AdminFaq, salary: sv.AdminSalary, outbox: sv.AdminOutbox, gdpr: sv.AdminGdpr };
const PAGES = ['/admin/faq', '/admin/faq/new', '/admin/salary', '/admin/outbox', '/admin/gdpr'];
const databaseUrl = process.env.BASE_URL ? undefined : process.env.DATABASE_URL;
const named = (label: string) =>
  new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?: \\(.+\\))?$`);
const stamp = () => `${Date.now()}-${Math.random().toString(36).slice(2, 7)}`;

async function sql<Row>(query: string, params: unknown[] = []): Promise<Row[]> {
  if (!databaseUrl) throw new Error('needs DATABASE_URL');
  const client = new Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return (await client.query(query, params)).rows as Row[];
  } finally {
    await client.end();
  }
}

async function expectNoSeriousAxeFindings(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);
}

test.describe('without a session', () => {
  for (const path of PAGES) {
    test(`${path} shows nothing and sends to the sign-in`, async ({ page }) => {
      await page.goto(path);
      await expect(page).toHaveURL(/\/admin\/sign-in/);
      await expect(page.getByRole('heading', { level: 1, name: t.faq.title })).toHaveCount(0);
      await expect(page.getByRole('heading', { level: 1, name: t.salary.title })).toHaveCount(0);
    });
  }

  test('the GDPR export refuses, even same-origin', async ({ request, baseURL }) => {
    const response = await request.post('/admin/gdpr/export', {
      form: { email: 'anyone@example.se' },
      headers: { origin: baseURL ?? '' },
      maxRedirects: 0,
    });
    expect(response.status()).not.toBe(200);
    expect(response.headers()['content-disposition']).toBeUndefined();
  });
});

test('the back-office tools pass axe', async ({ page }) => {
  test.setTimeout(90_000); // five pages, each analysed in full
  await signIn(page, STAFF_EMAIL);
  for (const path of PAGES) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoSeriousAxeFindings(page);
  }
});

test('actions refuse once the session has ended, and change nothing', async ({ page, context }) => {
  await signIn(page, STAFF_EMAIL);
  await page.goto('/admin/faq');
  const headings = page.getByRole('main').getByRole('heading', { level: 2 });
  const before = await headings.allTextContents();
  const date = `2097-0${1 + Math.floor(Math.random() * 9)}-1${Math.floor(Math.random() * 9)}`;
  const salary = await context.newPage();
  await salary.goto('/admin/salary');
  const medians = salary.getByRole('region', { name: t.salary.medians.title });
  await medians.getByRole('textbox', { name: named(t.salary.validFrom) }).fill(date);
  await medians.getByRole('textbox', { name: named(t.salary.medians.amount) }).fill('40000');
  await medians.getByRole('textbox', { name: named(t.salary.source) }).fill('E2E refused');
  // The session ends in another tab (signing out deletes it on the server).
  const other = await context.newPage();
  await other.goto('/admin');
  await other.getByRole('button', { name: sv.Admin.signOut }).click();
  await expect(other).toHaveURL(/\/admin\/sign-in/);

  await page
    .getByRole('button', { name: /^Flytta ned: / })
    .first()
    .click();
  await expect(page).toHaveURL(/\/admin\/sign-in/);
  await medians.getByRole('button', { name: t.salary.add }).click();
  await expect(salary).toHaveURL(/\/admin\/sign-in/);

  await signIn(page, STAFF_EMAIL);
  await page.goto('/admin/faq');
  await expect(headings).toHaveText(before);
  await page.goto('/admin/salary');
  await expect(page.getByRole('row', { name: new RegExp(date) })).toHaveCount(0);
});

test.describe('without JavaScript', () => {
  test('a refused percentage rule comes back with its errors; a search answers', async ({
    page,
    browser,
  }) => {
    await signIn(page, STAFF_EMAIL);
    const context = await browser.newContext({
      storageState: await page.context().storageState(),
      javaScriptEnabled: false,
    });
    try {
      const noJs = await context.newPage();
      await noJs.goto('/admin/salary');
      const rules = noJs.getByRole('region', { name: t.salary.percentages.title });
      await rules
        .getByRole('combobox', { name: named(t.salary.percentages.situation) })
        .selectOption('extension');
      await rules
        .getByRole('textbox', { name: named(t.salary.percentages.firstDay) })
        .fill('2098-01-01');
      await rules.getByRole('textbox', { name: named(t.salary.source) }).fill('E2E no JS');
      await rules
        .getByRole('textbox', { name: named(t.salary.percentages.percentage) })
        .fill('120');
      await rules.getByRole('button', { name: t.salary.add }).click();
      const refused = noJs.getByRole('region', { name: t.salary.percentages.title });
      await expect(refused.getByText(t.salary.errors.invalidForm)).toBeVisible();
      await expect(refused.getByText(sv.Forms.errors.outOfRange)).toBeVisible();
      await expect(refused.getByRole('textbox', { name: named(t.salary.source) })).toHaveValue(
        'E2E no JS',
      );
      await expect(
        refused.getByRole('combobox', { name: named(t.salary.percentages.situation) }),
      ).toHaveValue('extension');
      await expect(noJs.getByRole('row', { name: /2098-01-01/ })).toHaveCount(0);

      await noJs.goto('/admin/gdpr');
      await noJs
        .getByRole('textbox', { name: named(t.gdpr.searchLabel) })
        .fill(`nobody-${stamp()}@example.se`);
      await noJs.getByRole('button', { name: t.gdpr.search }).click();
      await expect(noJs.getByText(t.gdpr.nothingFound)).toBeVisible();
    } finally {
      await context.close();
    }
  });
});

test('an FAQ question created in the back office shows on /en/faq with no rebuild, then is deleted', async ({
  page,
  request,
}) => {
  const question = `E2E question ${stamp()}?`;
  await signIn(page, STAFF_EMAIL);
  await page.goto('/admin/faq/new');
  // A middle category: the page specs look at the first and last.
  const category = page.getByRole('combobox', { name: named(t.faq.fields.categoryKey) });
  const options = await category.locator('option').all();
  await category.selectOption({ index: Math.floor(options.length / 2) });
  await page
    .getByRole('textbox', { name: named(t.faq.fields.questionSv) })
    .fill(`E2E-fråga ${question}`);
  await page.getByRole('textbox', { name: named(t.faq.fields.questionEn) }).fill(question);
  await page
    .getByRole('textbox', { name: named(t.faq.fields.answerSv) })
    .fill('Svar med {floor} kr.');
  await page
    .getByRole('textbox', { name: named(t.faq.fields.answerEn) })
    .fill('Answer with SEK {floor}.');
  await page.getByRole('button', { name: t.faq.create }).click();
  await expect(page.getByRole('status')).toHaveText(t.faq.done['faq-create']);
  try {
    await expect
      .poll(async () => (await request.get('/en/faq')).text(), { timeout: 20_000 })
      .toContain(question);
  } finally {
    await page
      .getByRole('link', { name: t.faq.editNamed.replace('{name}', `E2E-fråga ${question}`) })
      .click();
    const confirm = page.getByRole('checkbox', { name: named(t.faq.deleteConfirm) });
    await page.getByRole('button', { name: t.faq.delete }).click();
    await expect(page).toHaveURL(/\/admin\/faq\/[^/]+$/); // the unticked box stops the post
    await confirm.check();
    await page.getByRole('button', { name: t.faq.delete }).click();
    await expect(page.getByRole('status')).toHaveText(t.faq.done['faq-delete']);
  }
  await expect
    .poll(async () => (await request.get('/en/faq')).text(), { timeout: 20_000 })
    .not.toContain(question);
});

test('GDPR: a site address is no person; the search says so in the staff member’s language', async ({
  page,
}) => {
  await signIn(page, STAFF_EMAIL);
  for (const [lang, messages] of [
    ['sv', sv],
    ['en', en],
  ] as const) {
    const gdpr = messages.AdminGdpr;
    await page.goto(`/admin/gdpr?lang=${lang}`);
    // A back-office address (ADMIN_EMAILS), typed in another case.
    await page
      .getByRole('textbox', { name: named(gdpr.searchLabel) })
      .fill(STAFF_EMAIL.toUpperCase());
    await page.getByRole('button', { name: gdpr.search }).click();
    await expect(page.getByText(gdpr.errors.ownAddress)).toBeVisible();
    await expect(page.getByRole('button', { name: gdpr.export })).toHaveCount(0);
    await expect(page.getByRole('button', { name: gdpr.erase })).toHaveCount(0);
  }
});

test.describe('needs the server database', () => {
  test.skip(!databaseUrl, 'needs DATABASE_URL (the server PostgreSQL) and a local build');

  test('a median entered ahead takes over when the (test) clock passes its date', async ({
    page,
    request,
  }) => {
    const year = 2080 + Math.floor(Math.random() * 19);
    const date = `${year}-0${1 + Math.floor(Math.random() * 9)}-1${Math.floor(Math.random() * 9)}`;
    const median = 40_000 + Math.floor(Math.random() * 9_000);
    await signIn(page, STAFF_EMAIL);
    await page.goto('/admin/salary');
    const medians = page.getByRole('region', { name: t.salary.medians.title });
    await medians.getByRole('textbox', { name: named(t.salary.validFrom) }).fill(date);
    await medians
      .getByRole('textbox', { name: named(t.salary.medians.amount) })
      .fill(String(median));
    await medians
      .getByRole('textbox', { name: named(t.salary.medians.publishedMonth) })
      .fill(date.slice(0, 7));
    await medians.getByRole('textbox', { name: named(t.salary.source) }).fill(`E2E ${date}`);
    await medians.getByRole('button', { name: t.salary.add }).click();
    await expect(page.getByRole('status')).toContainText(date);
    await expect(page.getByRole('row', { name: new RegExp(date) })).toContainText(
      t.salary.statusFuture,
    );

    let later: Instance | undefined;
    try {
      // Today, on the suite's server: the median in force before it.
      const now = await (await request.get('/api/salary-parameters')).json();
      expect(now.parameters).not.toContainEqual({
        parameter_key: 'median_salary_sweden',
        parameter_value: median,
      });
      // The same build and database with the server's clock on that date (TEST_CLOCK_NOW is read
      // only by an e2e build; no request can set it).
      later = await startInstance(Number(process.env.E2E_PORT ?? 3100) + 40, {
        DATABASE_URL: databaseUrl ?? '',
        TEST_CLOCK_NOW: `${date}T00:30:00+01:00`,
      });
      const then = await (await fetch(`${later.url}/api/salary-parameters`)).json();
      expect(then.valid_from).toBe(date);
      expect(then.parameters).toContainEqual({
        parameter_key: 'median_salary_sweden',
        parameter_value: median,
      });
    } finally {
      await later?.stop();
      await sql('DELETE FROM salary_medians WHERE valid_from = $1', [date]);
    }
  });

  test('from 20 June the front page warns that the year’s median is missing, until it is entered', async ({
    page,
  }) => {
    test.slow(); // a second server to start, a sign-in, an axe scan and a form round trip
    const warning = sv.AdminSalary.warnings.median_missing.replace('{year}', '2027');
    let later: Instance | undefined;
    try {
      // The suite's build and database, the server's clock on 21 June 2027 (no 2027 median).
      later = await startInstance(Number(process.env.E2E_PORT ?? 3100) + 41, {
        DATABASE_URL: databaseUrl ?? '',
        TEST_CLOCK_NOW: '2027-06-21T10:00:00+02:00',
      });
      // Signed in on the suite's server: the session cookie belongs to the host, whatever port.
      await signIn(page, STAFF_EMAIL);
      await page.goto(`${later.url}/admin`);
      const warnings = page.getByRole('region', { name: t.salary.warnings.title });
      await expect(warnings).toContainText(warning);
      await expectNoSeriousAxeFindings(page);
      await warnings.getByRole('link', { name: t.salary.warnings.link }).click();
      await expect(page).toHaveURL(`${later.url}/admin/salary`);
      const medians = page.getByRole('region', { name: t.salary.medians.title });
      await medians.getByRole('textbox', { name: named(t.salary.validFrom) }).fill('2027-06-17');
      await medians.getByRole('textbox', { name: named(t.salary.medians.amount) }).fill('39 500');
      await medians
        .getByRole('textbox', { name: named(t.salary.medians.publishedMonth) })
        .fill('2027-06');
      await medians.getByRole('textbox', { name: named(t.salary.source) }).fill('E2E SCB 2027');
      await medians.getByRole('button', { name: t.salary.add }).click();
      await expect(page.getByRole('status')).toContainText('2027-06-17');
      await page.goto(`${later.url}/admin`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByText(warning)).toHaveCount(0);
    } finally {
      await later?.stop();
      await sql("DELETE FROM salary_medians WHERE valid_from = '2027-06-17'");
    }
  });

  test('GDPR: find an address, export it as JSON, erase it after typing it again', async ({
    page,
    request,
  }) => {
    const email = `e2e-gdpr-${stamp()}@example.se`;
    const lead = await request.post('/api/send-contact-email', {
      data: {
        type: 'contact',
        name: 'GDPR Person',
        email,
        company: 'Åäö AB',
        phone: '+46 70 123 45 67',
        service: 'other',
        message: 'Hej',
      },
    });
    expect(lead.status()).toBe(200);
    await signIn(page, STAFF_EMAIL);
    await page.goto('/admin/gdpr');
    await page.getByRole('textbox', { name: named(t.gdpr.searchLabel) }).fill(email);
    await page.getByRole('button', { name: t.gdpr.search }).click();
    const result = page.getByRole('region', { name: t.gdpr.resultTitle.replace('{email}', email) });
    await expect(result).toBeVisible();

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: t.gdpr.export }).click(),
    ]);
    const exported = JSON.parse(await readFile((await download.path()) ?? '', 'utf8'));
    expect(exported.contactMessages).toEqual([
      expect.objectContaining({ email, company: 'Åäö AB' }),
    ]);
    expect(exported.emailOutbox.length).toBeGreaterThan(0);

    const confirmation = page.getByRole('textbox', { name: named(t.gdpr.confirmationLabel) });
    await confirmation.fill('someone-else@example.se');
    await page.getByRole('button', { name: t.gdpr.erase }).click();
    await expect(page.getByText(t.gdpr.errors.confirmation)).toBeVisible();
    expect(await sql('SELECT id FROM contact_messages WHERE email = $1', [email])).toHaveLength(1);

    await confirmation.fill(email);
    await page.getByRole('button', { name: t.gdpr.erase }).click();
    await expect(page.getByRole('status')).toContainText(/rader är raderade/);
    expect(await sql('SELECT id FROM contact_messages WHERE email = $1', [email])).toHaveLength(0);
    expect(
      await sql('SELECT id FROM email_outbox WHERE recipient = $1 OR reply_to = $1', [email]),
    ).toHaveLength(0);
    const audit = await sql<{ action: string }>(
      "SELECT action FROM admin_audit_log WHERE action LIKE 'gdpr.%' AND created_at > now() - interval '5 minutes'",
    ).catch(() => null);
    if (audit)
      expect(audit.map((row) => row.action)).toEqual(
        expect.arrayContaining(['gdpr.export', 'gdpr.erase']),
      );
  });

  test('outbox: a dead email is listed with its error, and a retry sends it', async ({ page }) => {
    const subject = `E2E dead email ${stamp()}`;
    const [row] = await sql<{ id: string }>(
      `INSERT INTO email_outbox (id, recipient, subject, html, text, idempotency_key, status, attempts,
         last_error, lead_kind, lead_id, updated_at)
       VALUES ($1, 'dead@example.se', $2, '<p>Hej</p>', 'Hej', $3, 'dead', 6, '422 e2e refused', 'contact', $4, now())
       RETURNING id`,
      [randomUUID(), subject, `e2e/${randomUUID()}`, randomUUID()],
    );
    await signIn(page, STAFF_EMAIL);
    await page.goto('/admin/outbox');
    const line = page.getByRole('row', { name: new RegExp(subject) });
    await expect(line).toContainText('422 e2e refused');
    await expect(line).toContainText(t.outbox.statusDead);
    await page.getByRole('button', { name: `Försök igen: ${subject}` }).click();
    await expect(page.getByRole('status')).toHaveText(t.outbox.done.queued);
    await expect
      .poll(
        async () =>
          (
            await sql<{ status: string }>('SELECT status FROM email_outbox WHERE id = $1', [
              row?.id,
            ])
          )[0]?.status,
      )
      .toMatch(/^(logged|sent)$/);
    await page.reload();
    await expect(page.getByRole('row', { name: new RegExp(subject) })).toHaveCount(0);
  });
});
