import { expect, test, type Page, type Request } from '@playwright/test';
import { Client } from 'pg';
import en from '../../messages/en.json';

// A lead is stored at most once (lib/leads/submission.ts): the same form sent twice with one
// idempotency key stores one lead and answers "sent" both times, with and without JavaScript.
// With JavaScript the browser made the key (the hidden field); without, the server derives it
// from the content. Two ways to send twice: the answer of the first send is lost on its way
// back (the server stored the lead, the visitor sees a failure and sends again), and the very
// same request arriving twice. Needs the server's PostgreSQL (DATABASE_URL) to count the rows.

const databaseUrl = process.env.BASE_URL ? undefined : process.env.DATABASE_URL;
test.skip(!databaseUrl, 'counts rows in the server PostgreSQL (DATABASE_URL) of a local build');

const t = en.TechsverigeForm;
const PAGE = '/en/techsverige';
const named = (label: string) => new RegExp(`^${label}(?: \\(.+\\))?$`);

async function stored(email: string): Promise<number> {
  const client = new Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const result = await client.query<{ count: string }>(
      "SELECT count(*) FROM contact_messages WHERE email = $1 AND kind = 'techsverige'",
      [email],
    );
    return Number(result.rows[0]?.count ?? 0);
  } finally {
    await client.end();
  }
}

async function fill(page: Page, email: string) {
  const textbox = (label: string) => page.getByRole('textbox', { name: named(label) });
  await textbox(t.companyName).fill('Once AB');
  await textbox(t.organizationNumber).fill('556677-8899');
  await textbox(t.firstName).fill('Erik');
  await textbox(t.lastName).fill('Lund');
  await textbox(t.mobile).fill('070-1234567');
  await textbox(t.email).fill(email);
  await textbox(t.message).fill('Send this once.');
}

const isSend = (request: Request) =>
  request.method() === 'POST' && new URL(request.url()).pathname === PAGE;

/** The first send reaches the server (which stores the lead), its answer never comes back. */
async function loseFirstAnswer(page: Page) {
  let lost = false;
  await page.route(
    (url) => url.pathname === PAGE,
    async (route) => {
      if (lost || !isSend(route.request())) return route.fallback();
      lost = true;
      await route.fetch();
      await route.abort('connectionreset');
    },
  );
}

const unique = (tag: string) =>
  `once-${tag}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.se`;

test.describe('with JavaScript', () => {
  test('the answer is lost, the visitor sends again: one lead, then the thank-you view', async ({
    page,
  }) => {
    await loseFirstAnswer(page);
    await page.goto(PAGE);
    const key = page.locator('input[type="hidden"][name="idempotencyKey"]');
    await expect(key).toHaveValue(/^[0-9a-f]{32}$/); // made in the browser after hydration
    const email = unique('js-lost');
    await fill(page, email);
    await page.getByRole('button', { name: t.submit }).click();
    await expect(page.getByText(t.failure).first()).toBeVisible();
    await expect.poll(() => stored(email)).toBe(1); // stored although the visitor was told no
    await page.getByRole('button', { name: t.submit }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.thanksTitle);
    expect(await stored(email)).toBe(1);
  });

  test('the same request twice: one lead, "sent" both times', async ({ page }) => {
    await page.goto(PAGE);
    const email = unique('js-twice');
    await fill(page, email);
    const sending = page.waitForRequest(isSend);
    await page.getByRole('button', { name: t.submit }).click();
    const request = await sending;
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.thanksTitle);
    expect(request.postData()).toMatch(/idempotencyKey[\s\S]*[0-9a-f]{32}/);
    const again = await page.request.fetch(request);
    expect(again.status()).toBe(200);
    expect(await again.text()).toContain('"status":"sent"'); // the action's answer, again
    expect(await stored(email)).toBe(1);
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the answer is lost, the visitor goes back and sends the same again: one lead', async ({
    page,
  }) => {
    await loseFirstAnswer(page);
    await page.goto(PAGE);
    const email = unique('nojs-lost');
    await fill(page, email);
    await page
      .getByRole('button', { name: t.submit })
      .click({ noWaitAfter: true })
      .catch(() => undefined);
    await expect.poll(() => stored(email)).toBe(1);
    // The lead is stored before the answer is cut: wait for the browser's error page, or it
    // interrupts the next navigation.
    await expect.poll(() => page.url()).toMatch(/^chrome-error:/);
    await page.goto(PAGE); // back to the form (its HTML has no key: the server derives one)
    await expect(page.locator('input[name="idempotencyKey"]')).toHaveValue('');
    await fill(page, email);
    await page.getByRole('button', { name: t.submit }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.thanksTitle);
    expect(await stored(email)).toBe(1);
  });

  test('the same request twice (a reload that posts again): one lead, "sent" both times', async ({
    page,
  }) => {
    await page.goto(PAGE);
    const email = unique('nojs-twice');
    await fill(page, email);
    const sending = page.waitForRequest(isSend);
    await page.getByRole('button', { name: t.submit }).click();
    const request = await sending;
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.thanksTitle);
    const again = await page.request.fetch(request);
    expect(again.status()).toBe(200);
    expect(await again.text()).toContain(t.thanksTitle);
    expect(await stored(email)).toBe(1);
  });
});
