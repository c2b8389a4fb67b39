import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { Client } from 'pg';
import en from '../../messages/en.json';
import sv from '../../messages/sv.json';

// Double opt-in and one-click unsubscribe end to end: the form on the immigration page, the
// emails as the server writes them to MAIL_DIR (no RESEND_API_KEY here), the links in them.
const MAIL_DIR = path.resolve(process.env.MAIL_DIR ?? '.data/mail');
const messages = { sv, en } as const;
const permitPage = {
  sv: '/services/tillstandstrassel',
  en: '/en/services/permit-troubles',
} as const;

test.beforeEach(() => {
  test.skip(Boolean(process.env.BASE_URL), 'the mail files are on the server: local runs only');
});

/** The newest .eml file to `address` whose subject starts with `subject` (waits for delivery). */
async function mailTo(address: string, subject: string): Promise<string> {
  let found: string | undefined;
  await expect(async () => {
    const names = (await readdir(MAIL_DIR).catch(() => [] as string[])).filter((n) =>
      n.endsWith('.eml'),
    );
    const mails = await Promise.all(
      names.sort().map((name) => readFile(path.join(MAIL_DIR, name), 'utf8')),
    );
    found = mails.findLast(
      (mail) => mail.includes(`\r\nTo: ${address}\r\n`) && mail.includes(`\r\nSubject: ${subject}`),
    );
    expect(found).toBeDefined();
  }).toPass({ timeout: 15_000 });
  return found ?? '';
}

/** A link of the site found in an email, made local (emails carry the canonical origin). */
function linkIn(mail: string, pattern: RegExp): string {
  const match = mail.match(pattern);
  if (!match) throw new Error(`no ${pattern} in the email`);
  const url = new URL(match[0]);
  return `${url.pathname}${url.search}`;
}

async function subscriberState(email: string) {
  const url = process.env.DATABASE_URL;
  if (!url) return null;
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query(
      'SELECT confirmed_at IS NOT NULL AS confirmed, unsubscribed_at IS NOT NULL AS unsubscribed FROM newsletter_subscribers WHERE email = $1',
      [email],
    );
    return rows[0] as { confirmed: boolean; unsubscribed: boolean } | undefined;
  } finally {
    await client.end();
  }
}

async function signUp(page: Page, locale: 'sv' | 'en', email: string) {
  const t = messages[locale].NewsletterForm;
  const urls: string[] = [];
  page.on('request', (request) => urls.push(request.url()));
  await page.goto(permitPage[locale]);
  await page.getByRole('textbox', { name: new RegExp(`^${t.email}`) }).fill(email);
  await page.getByRole('checkbox', { name: /newsletter|nyhetsbrevet/ }).check();
  await page.getByRole('button', { name: t.submit }).click();
  await expect(page.getByText(t.thanksTitle)).toBeVisible();
  return urls;
}

async function oneClick(request: APIRequestContext, headerLink: string) {
  return request.post(headerLink, {
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    data: 'List-Unsubscribe=One-Click',
  });
}

for (const locale of ['sv', 'en'] as const) {
  const t = messages[locale].NewsletterPage;

  test(`${locale}: sign up, confirm through the emailed link, unsubscribe`, async ({
    page,
    request,
  }) => {
    const email = `e2e-doi-${locale}-${Date.now()}@example.se`;
    const urls = await signUp(page, locale, email);
    expect(urls.some((url) => url.includes(encodeURIComponent(email)) || url.includes(email))).toBe(
      false,
    );

    const confirmation = await mailTo(email, locale === 'sv' ? 'Bekräfta' : 'Confirm');
    expect(await subscriberState(email)).toMatchObject({ confirmed: false });
    const link = linkIn(confirmation, /https?:\/\/\S+\/api\/newsletter\/confirm\?\S+/);
    // A mail scanner or link preview (HEAD, GET) confirms nothing; opening it shows a button.
    expect((await request.head(link, { maxRedirects: 0 })).status()).toBe(303);
    const shown = await request.get(link);
    expect(shown.status()).toBe(200);
    // A plain form post in the server's HTML: the button works without JavaScript.
    expect(await shown.text()).toMatch(
      /<form (?=[^>]*method="post")[^>]*action="\/api\/newsletter\/confirm"/,
    );
    await page.goto(link);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.confirm.heading);
    expect(await subscriberState(email)).toMatchObject({ confirmed: false });
    await page.getByRole('button', { name: t.confirm.button }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.confirmed.heading);
    await expect(page).toHaveURL(/\/(?:en\/)?(?:newsletter|nyhetsbrev)\?status=confirmed$/);
    expect((await subscriberState(email)) ?? { confirmed: true }).toMatchObject({
      confirmed: true,
    });

    const welcome = await mailTo(email, locale === 'sv' ? 'Välkommen' : 'Welcome');
    expect(welcome).toContain('\r\nList-Unsubscribe-Post: List-Unsubscribe=One-Click\r\n');
    const header = welcome.match(/\r\nList-Unsubscribe: <([^>]+)>\r\n/)?.[1] ?? '';
    expect(header).toMatch(/^https:\/\//);

    if (locale === 'sv') {
      // RFC 8058: the mail client POSTs to the header's link; no sign-in, a 2xx answer.
      const response = await oneClick(request, linkIn(header, /.+/));
      expect(response.status()).toBe(200);
      expect((await oneClick(request, linkIn(header, /.+/))).status()).toBe(200);
    } else {
      // The visible link asks first, then unsubscribes (a form that works without JavaScript).
      await page.goto(linkIn(welcome, /https?:\/\/\S+\/(?:en\/newsletter|nyhetsbrev)\?token=\S+/));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.unsubscribe.heading);
      await page.getByRole('button', { name: t.unsubscribe.button }).click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.unsubscribed.heading);
    }
    expect((await subscriberState(email)) ?? { unsubscribed: true }).toMatchObject({
      unsubscribed: true,
    });
  });
}

test('a forged confirmation link confirms nothing and says so', async ({ page }) => {
  await page.goto('/api/newsletter/confirm?token=bm90LmEudG9rZW4.AAAA&lang=en');
  await page.getByRole('button', { name: en.NewsletterPage.confirm.button }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    en.NewsletterPage.invalid.heading,
  );
  await expect(page.getByRole('link', { name: en.NewsletterPage.invalid.action })).toHaveAttribute(
    'href',
    '/en/services/permit-troubles#newsletter',
  );
});
