import { expect, test, type Page } from '@playwright/test';
import { Client } from 'pg';
import en from '../../messages/en.json';
import sv from '../../messages/sv.json';
import { locales, routes } from './routes';

// The five lead forms with JavaScript turned off (a slow phone before the scripts arrive, or a
// visitor without them): a real POST to the form's Server Action, the page rendered again with
// the outcome. Sent: stored, the success state or thank-you view, and no field value in any URL.
// Refused: the errors beside their fields in the page's language, everything typed kept.

test.use({ javaScriptEnabled: false });

const messages = { sv, en } as const;
const path = (id: (typeof routes)[number]['id'], locale: 'sv' | 'en') => {
  const route = routes.find((entry) => entry.id === id);
  if (!route) throw new Error(id);
  return route[locale];
};
const named = (label: string) =>
  new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?: \\(.+\\))?$`);
const textbox = (page: Page, label: string) => page.getByRole('textbox', { name: named(label) });
const unique = (label: string) =>
  `nojs-${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.se`;

async function storedCount(sql: string, value: string): Promise<number | null> {
  const url = process.env.DATABASE_URL;
  if (!url || process.env.BASE_URL) return null;
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    const result = await client.query<{ count: string }>(sql, [value]);
    return Number(result.rows[0]?.count ?? 0);
  } finally {
    await client.end();
  }
}

async function expectStored(sql: string, value: string, expected = 1) {
  const count = await storedCount(sql, value);
  if (count !== null) expect(count).toBe(expected);
}

/** Every address the page requested or showed; none may carry what the visitor typed. */
function watchUrls(page: Page) {
  const urls: string[] = [];
  page.on('request', (request) => urls.push(request.url()));
  page.on('framenavigated', (frame) => urls.push(frame.url()));
  return {
    expectFreeOf(...values: string[]) {
      for (const value of values) {
        const encoded = [
          value,
          encodeURIComponent(value),
          encodeURIComponent(value).replace(/%20/g, '+'),
        ];
        const leaks = urls.filter((url) => encoded.some((form) => url.includes(form)));
        expect(leaks, `"${value}" in a URL`).toEqual([]);
      }
    },
  };
}

/** Sends the form the way the browser does without JavaScript, and waits for the new page. */
async function send(page: Page, button: string) {
  const response = page.waitForResponse(
    (answer) => answer.request().method() === 'POST' && answer.request().isNavigationRequest(),
  );
  await page.getByRole('button', { name: button }).click();
  expect((await response).status()).toBe(200);
  await page.waitForLoadState('domcontentloaded');
}

for (const locale of locales) {
  const m = messages[locale];

  test.describe(`${locale}: without JavaScript`, () => {
    test('contact: sent, confirmed, then home after 3 s; refused: errors beside fields, all kept', async ({
      page,
    }) => {
      const t = m.ContactForm;
      const urls = watchUrls(page);
      await page.goto(path('contact', locale));
      // Refused: a bad address; everything else (the tick included) comes back as typed.
      await textbox(page, t.name).fill('Utan Skript');
      await textbox(page, t.email).fill('not-an-address');
      await textbox(page, t.company).fill('Nojs AB');
      await page.getByRole('combobox', { name: named(t.countryCode) }).selectOption('SE');
      await textbox(page, t.phoneNumber).fill('70 123 45 67');
      await page.getByRole('combobox', { name: named(t.service) }).selectOption('relocation');
      await textbox(page, t.message).fill('Rad ett\nRad två');
      await page.getByRole('checkbox').check();
      const button = page.getByRole('button', { name: t.submit });
      await expect(button).toBeEnabled(); // enabled in the server's HTML
      await send(page, t.submit);
      await expect(textbox(page, t.email)).toHaveAttribute('aria-invalid', 'true');
      // The rule that failed, beside the field and in the form's notice.
      await expect(textbox(page, t.email)).toHaveAccessibleDescription(m.Forms.errors.email);
      await expect(page.getByText(m.Forms.errors.email, { exact: true })).toHaveCount(2);
      await expect(page.getByText(t.consentRequired)).toHaveCount(0);
      await expect(textbox(page, t.name)).toHaveValue('Utan Skript');
      await expect(textbox(page, t.message)).toHaveValue('Rad ett\nRad två');
      await expect(page.getByRole('combobox', { name: named(t.service) })).toHaveValue(
        'relocation',
      );
      await expect(page.getByRole('checkbox')).toBeChecked();

      // Sent.
      const email = unique(`contact-${locale}`);
      await textbox(page, t.email).fill(email);
      await send(page, t.submit);
      await expect(page.getByRole('status').filter({ hasText: t.success })).toBeVisible();
      await expect(textbox(page, t.name)).toHaveValue('');
      await expectStored('SELECT count(*) FROM contact_messages WHERE email = $1', email);
      urls.expectFreeOf(email, 'Utan Skript', 'Nojs AB', '70 123 45 67');
      await page.waitForURL((url) => url.pathname === path('home', locale), { timeout: 8000 });
    });

    test('salary calculator: the server calculates and logs; refused: the error beside the field, all kept', async ({
      page,
    }) => {
      const t = m.SalaryCalculator;
      const urls = watchUrls(page);
      await page.goto(path('salary', locale));
      // The script's Verify (disabled until it has checked the form) and its status line are
      // hidden; the <noscript> Verify posts the form.
      await expect(page.getByRole('button', { name: t.verify })).toHaveCount(1);
      await expect(page.getByText(t.status.loading)).toBeHidden();
      // Nothing answered: the page says what is missing.
      await textbox(page, t.candidate.salaryLabel).fill('40 000');
      await send(page, t.verify);
      await expect(page.getByRole('alert')).toHaveText(t.status.incomplete);
      await expect(textbox(page, t.candidate.salaryLabel)).toHaveValue('40 000');
      await textbox(page, t.candidate.salaryLabel).fill('sextio');
      await textbox(page, t.candidate.taxAmountLabel).fill('15 000');
      await page.getByRole('radio', { name: t.spouse.no }).check();
      await send(page, t.verify);
      const salaryError = t.errors.salaryNotNumber;
      await expect(textbox(page, t.candidate.salaryLabel)).toHaveAccessibleDescription(
        new RegExp(salaryError.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')),
      );
      await expect(textbox(page, t.candidate.salaryLabel)).toHaveValue('sextio');
      await expect(textbox(page, t.candidate.taxAmountLabel)).toHaveValue('15 000');
      await expect(page.getByRole('radio', { name: t.spouse.no })).toBeChecked();

      // A salary no other test uses, so its log row can be counted; an extension received on
      // a given day, so the server answers with that case's rule.
      const salary = 60_000 + Math.floor(Math.random() * 9_000);
      await textbox(page, t.candidate.salaryLabel).fill(String(salary));
      await page.getByRole('radio', { name: t.application.extension }).check();
      await page.getByLabel(t.application.dateLabel).fill('2026-12-15');
      await page
        .getByRole('combobox', { name: m.SalaryCalculator.children.age0to6 })
        .selectOption('2');
      await send(page, t.verify);
      await expect(page.getByText(t.result.success.title)).toBeVisible();
      await expect(page.locator('[data-status]')).toContainText(
        locale === 'sv'
          ? /Förlängning med ansökningsdatum 15 december 2026: 90\s%/
          : /Extension, application received 15 December 2026: 90%/,
      );
      // The disclaimer's basis is that answer's newest figure: the extensions' rule of 1 December.
      await expect(page.locator('time[datetime="2026-12-01"]')).toBeVisible();
      await expect(page.getByRole('radio', { name: t.application.extension })).toBeChecked();
      await expect(page.getByLabel(t.application.dateLabel)).toHaveValue('2026-12-15');
      await expect(textbox(page, t.candidate.salaryLabel)).toHaveValue(String(salary));
      await expect(
        page.getByRole('combobox', { name: m.SalaryCalculator.children.age0to6 }),
      ).toHaveValue('2');
      // Without the script the message cannot be filled in: a link to the contact form.
      await expect(page.getByRole('link', { name: t.result.send })).toHaveAttribute(
        'href',
        path('contact', locale),
      );
      await expectStored(
        `SELECT count(*) FROM salary_verification_logs WHERE monthly_salary = $1
           AND situation = 'extension' AND application_date = '2026-12-15'`,
        String(salary),
      );
      urls.expectFreeOf(String(salary), 'sextio');
    });

    test('newsletter: check-your-inbox card; refused: the message, address and tick kept', async ({
      page,
    }) => {
      const t = m.NewsletterForm;
      const urls = watchUrls(page);
      await page.goto(path('permit', locale));
      await textbox(page, t.email).fill('anna@example');
      await page.getByRole('checkbox', { name: /newsletter|nyhetsbrevet/ }).check();
      await send(page, t.submit);
      await expect(textbox(page, t.email)).toHaveAccessibleDescription(m.Forms.errors.email);
      await expect(page.getByText(m.Forms.errors.email, { exact: true })).toHaveCount(2);
      await expect(textbox(page, t.email)).toHaveValue('anna@example');
      await expect(page.getByRole('checkbox', { name: /newsletter|nyhetsbrevet/ })).toBeChecked();

      const email = unique(`news-${locale}`);
      await textbox(page, t.email).fill(email);
      await send(page, t.submit);
      await expect(page.getByText(t.thanksTitle)).toBeVisible();
      await expectStored('SELECT count(*) FROM newsletter_subscribers WHERE email = $1', email);
      urls.expectFreeOf(email);
    });

    test('tech-association: the thank-you view replaces the page; refused: required fields marked', async ({
      page,
    }) => {
      const t = m.TechsverigeForm;
      const urls = watchUrls(page);
      await page.goto(path('techsverige', locale));
      await textbox(page, t.companyName).fill('Nojs Tech AB');
      await textbox(page, t.firstName).fill('Erik');
      await textbox(page, t.lastName).fill('Lund');
      await textbox(page, t.mobile).fill('070-1234567');
      await textbox(page, t.message).fill('Vi är medlemmar.');
      await send(page, t.submit);
      await expect(page.getByRole('alert').filter({ hasText: t.requiredFields })).toBeVisible();
      await expect(textbox(page, t.organizationNumber)).toHaveAttribute('aria-invalid', 'true');
      await expect(textbox(page, t.email)).toHaveAttribute('aria-invalid', 'true');
      await expect(textbox(page, t.companyName)).toHaveValue('Nojs Tech AB');

      const email = unique(`tech-${locale}`);
      await textbox(page, t.organizationNumber).fill('556677-8899');
      await textbox(page, t.email).fill(email);
      await send(page, t.submit);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.thanksTitle);
      await expect(page.locator('head meta[name="robots"][content="noindex"]')).toHaveCount(1);
      await expect(page.getByRole('link', { name: t.home, exact: true })).toBeVisible();
      await expectStored(
        "SELECT count(*) FROM contact_messages WHERE email = $1 AND kind = 'techsverige'",
        email,
      );
      urls.expectFreeOf(email, 'Nojs Tech AB', '556677-8899', '070-1234567');
    });

    test('tech-association: a text over its limit is refused as too long, not as a bad address', async ({
      page,
    }) => {
      const t = m.TechsverigeForm;
      await page.goto(path('techsverige', locale));
      await textbox(page, t.companyName).fill('Nojs Tech AB');
      await textbox(page, t.organizationNumber).fill('556677-8899');
      await textbox(page, t.firstName).fill('Erik');
      await textbox(page, t.lastName).fill('Lund');
      await textbox(page, t.mobile).fill('070-1234567');
      await textbox(page, t.email).fill('erik@tech.example');
      await textbox(page, t.message).fill('x'.repeat(5001));
      await send(page, t.submit);
      const tooLong = m.Forms.tooLongIn.replace('{field}', t.message);
      await expect(page.getByRole('alert').filter({ hasText: tooLong })).toBeVisible();
      await expect(textbox(page, t.message)).toHaveAttribute('aria-invalid', 'true');
      await expect(page.getByText(t.invalidEmail, { exact: true })).toHaveCount(0);
    });

    test('reference: the thank-you page with the CEO; refused: ticks kept', async ({ page }) => {
      const t = m.ReferenceForm;
      const urls = watchUrls(page);
      await page.goto(path('reference', locale));
      await textbox(page, t.company).fill('Nojs Kund AB');
      await textbox(page, t.name).fill('Karin Berg');
      await textbox(page, t.title).fill('HR');
      await textbox(page, t.email).fill('karin@');
      await textbox(page, t.phone).fill('08-123 456');
      await textbox(page, t.reference).fill('Mycket bra.');
      await page.locator('#reference-consentPrivacy').check();
      await page.locator('#reference-consentMarketing').check();
      await send(page, t.submit);
      // The rule that failed (a bad address), beside the field and in the form's notice.
      await expect(textbox(page, t.email)).toHaveAccessibleDescription(m.Forms.errors.email);
      await expect(page.getByText(m.Forms.errors.email, { exact: true })).toHaveCount(2);
      await expect(page.locator('#reference-consentPrivacy')).toBeChecked();
      await expect(page.locator('#reference-consentMarketing')).toBeChecked();
      await expect(textbox(page, t.reference)).toHaveValue('Mycket bra.');

      const email = unique(`ref-${locale}`);
      await textbox(page, t.email).fill(email);
      await send(page, t.submit);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.thanksTitle);
      await expect(page.getByRole('link', { name: /@/ }).last()).toHaveAttribute(
        'href',
        /^mailto:/,
      );
      await expectStored(
        "SELECT count(*) FROM contact_messages WHERE email = $1 AND kind = 'reference' AND consent_marketing",
        email,
      );
      urls.expectFreeOf(email, 'Karin Berg', 'Nojs Kund AB', '08-123 456');
    });

    test('academy: the confirmation, then an empty form again; refused: values kept', async ({
      page,
    }) => {
      const t = m.AcademyForm;
      const urls = watchUrls(page);
      await page.goto(path('academy', locale));
      const fields = [
        'contactName',
        'contactPhone',
        'contactPosition',
        'companyName',
        'companyOrgNumber',
        'billingAddress',
        'billingZipCode',
        'billingCity',
        'billingCountry',
        'invoiceReference',
        'message',
      ] as const;
      for (const field of fields) await page.locator(`#academy-${field}`).fill(`Nojs ${field}`);
      await page.locator('#academy-invoiceEmail').fill('faktura@example.se');
      await send(page, t.submit);
      await expect(page.getByRole('alert').filter({ hasText: t.allRequired })).toBeVisible();
      await expect(page.locator('#academy-contactEmail')).toHaveAttribute('aria-invalid', 'true');
      await expect(page.locator('#academy-billingCity')).toHaveValue('Nojs billingCity');

      const email = unique(`academy-${locale}`);
      await page.locator('#academy-contactEmail').fill(email);
      await send(page, t.submit);
      await expect(page.getByText(t.confirmationTitle)).toBeVisible();
      await expectStored(
        'SELECT count(*) FROM academy_registrations WHERE contact_email = $1',
        email,
      );
      urls.expectFreeOf(email, 'Nojs contactName', 'Nojs billingAddress');
      await page.getByRole('button', { name: t.another }).click();
      await expect(page.locator('#academy-contactName')).toHaveValue('');
    });
  });
}

test('a page refuses a cross-site form post (403) and an oversized one (413), never a 5xx', async ({
  request,
}) => {
  const contact = path('contact', 'sv');
  const crossSite = await request.post(contact, {
    headers: { origin: 'https://evil.example' },
    multipart: { name: 'Eve' },
  });
  expect(crossSite.status()).toBe(403);
  const oversized = await request.post(contact, { multipart: { message: 'x'.repeat(200_000) } });
  expect(oversized.status()).toBe(413);
  // A form post that is no Server Action at all.
  const stray = await request.post(contact, { multipart: { name: 'x' } });
  expect(stray.status()).toBeLessThan(500);
});
