import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page, type Request } from '@playwright/test';
import { Client } from 'pg';
import en from '../../messages/en.json';
import sv from '../../messages/sv.json';
import { locales, routes } from './routes';

// The five lead forms in a real browser with JavaScript, in both languages: each happy path
// reaches the server (the form's Server Action) and is stored, each shows its validation
// messages, and a server failure (intercepted) keeps what was typed and shows the error toast.
// With DATABASE_URL (and no BASE_URL) the stored rows are checked in the database too. The same
// forms without JavaScript: forms-no-js.spec.ts.

const messages = { sv, en } as const;
const path = (id: (typeof routes)[number]['id'], locale: 'sv' | 'en') => {
  const route = routes.find((entry) => entry.id === id);
  if (!route) throw new Error(id);
  return route[locale];
};
// Accessible names of required fields end in "(required)" / "(obligatoriskt)".
const named = (label: string) =>
  new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?: \\(.+\\))?$`);
const textbox = (page: Page, label: string) => page.getByRole('textbox', { name: named(label) });
const select = (page: Page, label: string) => page.getByRole('combobox', { name: named(label) });
const unique = (label: string) =>
  `e2e-${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.se`;

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

async function expectStored(sql: string, value: string) {
  const count = await storedCount(sql, value);
  if (count !== null) expect(count).toBe(1);
}

const isActionCall = (request: Request, pagePath: string) =>
  new URL(request.url()).pathname === pagePath &&
  request.method() === 'POST' &&
  'next-action' in request.headers();

/** Answers the form's Server Action with a server error, as the spec's failure case. */
async function failNextPost(page: Page, pagePath: string) {
  await page.route(
    (url) => url.pathname === pagePath,
    (route) =>
      isActionCall(route.request(), pagePath)
        ? route.fulfill({ status: 500, contentType: 'text/plain', body: 'Internal Server Error' })
        : route.fallback(),
  );
}

/** The form's Server Action call (a POST to the page itself). */
const postTo = (page: Page, pagePath: string) =>
  page.waitForResponse((response) => isActionCall(response.request(), pagePath));

for (const locale of locales) {
  const m = messages[locale];

  test.describe(`${locale}: contact form`, () => {
    async function fill(page: Page, email: string) {
      const t = m.ContactForm;
      await textbox(page, t.name).fill('E2E Person');
      await textbox(page, t.email).fill(email);
      await textbox(page, t.company).fill('E2E AB');
      if (locale === 'en') await select(page, t.countryCode).selectOption('SE');
      await textbox(page, t.phoneNumber).fill('70 123 45 67');
      await select(page, t.service).selectOption('relocation');
      await textbox(page, t.message).fill('Hello from the end-to-end test.');
    }

    test('happy path: stored, toast, cleared, home after 3 s', async ({ page }) => {
      const t = m.ContactForm;
      await page.goto(path('contact', locale));
      await expect(select(page, t.countryCode)).toHaveValue(locale === 'sv' ? 'SE' : '');
      const submit = page.getByRole('button', { name: t.submit });
      await expect(submit).toBeDisabled();
      const email = unique(`contact-${locale}`);
      await fill(page, email);
      await expect(submit).toBeDisabled();
      await page.getByRole('checkbox').check();
      await expect(submit).toBeEnabled();
      const response = postTo(page, path('contact', locale));
      await submit.click();
      expect((await response).status()).toBe(200);
      await expect(page.getByText(t.success)).toBeVisible();
      await expect(textbox(page, t.name)).toHaveValue('');
      await expectStored(
        "SELECT count(*) FROM contact_messages WHERE email = $1 AND phone = '+46 70 123 45 67'",
        email,
      );
      await page.waitForURL((url) => url.pathname === path('home', locale), { timeout: 6000 });
    });

    test('validation: inline messages tied to their fields', async ({ page }) => {
      await page.goto(path('contact', locale));
      const email = textbox(page, m.ContactForm.email);
      await email.fill('not-an-address');
      await email.blur();
      await expect(page.getByText(m.Forms.errors.email)).toBeVisible();
      await expect(email).toHaveAttribute('aria-invalid', 'true');
      const name = textbox(page, m.ContactForm.name);
      // Passing through checks nothing; a field changed and left empty is required.
      await name.focus();
      await name.blur();
      await expect(
        page.getByRole('alert').filter({ hasText: m.Forms.errors.required }),
      ).toHaveCount(0);
      await name.fill('A');
      await name.fill('');
      await name.blur();
      await expect(
        page.getByRole('alert').filter({ hasText: m.Forms.errors.required }),
      ).toBeVisible();
    });

    test('server failure: error toast, everything typed is kept', async ({ page }) => {
      await page.goto(path('contact', locale));
      await failNextPost(page, path('contact', locale));
      await fill(page, unique('contact-fail'));
      await page.getByRole('checkbox').check();
      await page.getByRole('button', { name: m.ContactForm.submit }).click();
      await expect(page.getByText(m.ContactForm.failure)).toBeVisible();
      await expect(textbox(page, m.ContactForm.message)).toHaveValue(
        'Hello from the end-to-end test.',
      );
      await expect(page.getByRole('checkbox')).toBeChecked();
      await expect(page).toHaveURL(new RegExp(`${path('contact', locale)}$`));
    });

    test('salary prefill: the message and the immigration service arrive', async ({ page }) => {
      await page.goto(path('home', locale));
      await page.evaluate(() =>
        sessionStorage.setItem(
          'contact-prefill',
          JSON.stringify({ message: 'Lön: 35 000 kr\nResultat: OK', service: 'immigration' }),
        ),
      );
      await page.goto(path('contact', locale));
      await expect(textbox(page, m.ContactForm.message)).toHaveValue(
        'Lön: 35 000 kr\nResultat: OK',
      );
      await expect(select(page, m.ContactForm.service)).toHaveValue('immigration');
      expect(await page.evaluate(() => sessionStorage.getItem('contact-prefill'))).toBeNull();
    });
  });

  test.describe(`${locale}: newsletter`, () => {
    const t = m.NewsletterForm;

    test('happy path: stored once, thank-you card', async ({ page }) => {
      await page.goto(path('permit', locale));
      const email = unique(`news-${locale}`);
      const button = page.getByRole('button', { name: t.submit });
      await textbox(page, t.email).fill(email);
      await expect(button).toBeDisabled();
      await page.getByRole('checkbox', { name: /newsletter|nyhetsbrevet/ }).check();
      const response = postTo(page, path('permit', locale));
      await button.click();
      expect((await response).status()).toBe(200);
      await expect(page.getByText(t.thanksTitle)).toBeVisible();
      await expectStored('SELECT count(*) FROM newsletter_subscribers WHERE email = $1', email);
    });

    test('validation: the three messages', async ({ page }) => {
      await page.goto(path('permit', locale));
      const email = textbox(page, t.email);
      await email.fill('a');
      await email.fill('');
      await email.blur();
      await expect(page.getByText(m.Forms.errors.emailRequired)).toBeVisible();
      await email.fill('anna@example');
      await expect(page.getByText(m.Forms.errors.email, { exact: true })).toBeVisible();
      const consent = page.getByRole('checkbox', { name: /newsletter|nyhetsbrevet/ });
      await consent.check();
      await consent.uncheck();
      await consent.blur();
      await expect(page.getByText(m.Forms.errors.newsletterConsent)).toBeVisible();
    });

    test('server failure: toast, address kept', async ({ page }) => {
      await page.goto(path('permit', locale));
      await failNextPost(page, path('permit', locale));
      await textbox(page, t.email).fill('kept@example.se');
      await page.getByRole('checkbox', { name: /newsletter|nyhetsbrevet/ }).check();
      await page.getByRole('button', { name: t.submit }).click();
      await expect(page.getByText(t.failure)).toBeVisible();
      await expect(textbox(page, t.email)).toHaveValue('kept@example.se');
    });
  });

  test.describe(`${locale}: tech-association form`, () => {
    const t = m.TechsverigeForm;

    async function fill(page: Page, email: string) {
      await textbox(page, t.companyName).fill('E2E Tech AB');
      await textbox(page, t.organizationNumber).fill('556677-8899');
      await textbox(page, t.firstName).fill('Erik');
      await textbox(page, t.lastName).fill('Lund');
      await textbox(page, t.mobile).fill('070-1234567');
      await textbox(page, t.email).fill(email);
      await textbox(page, t.message).fill('We are members.');
    }

    test('happy path: stored, noindex thank-you view with a home button', async ({ page }) => {
      await page.goto(path('techsverige', locale));
      const email = unique(`tech-${locale}`);
      await fill(page, email);
      const response = postTo(page, path('techsverige', locale));
      await page.getByRole('button', { name: t.submit }).click();
      expect((await response).status()).toBe(200);
      await expect(page.getByRole('heading', { name: t.thanksTitle })).toBeVisible();
      // The thank-you view replaces the page's content: no intro, process or booking link.
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.thanksTitle);
      await expect(page.locator('main h2')).toHaveCount(0);
      await expect(page.locator('head meta[name="robots"][content="noindex"]')).toHaveCount(1);
      await expectStored(
        "SELECT count(*) FROM contact_messages WHERE email = $1 AND kind = 'techsverige'",
        email,
      );
      await page.getByRole('link', { name: t.home, exact: true }).click();
      await page.waitForURL((url) => url.pathname === path('home', locale));
    });

    test('validation: missing fields and a bad address are toasted, nothing sent', async ({
      page,
    }) => {
      await page.goto(path('techsverige', locale));
      let posted = false;
      page.on('request', (request) => {
        if (request.method() === 'POST') posted = true;
      });
      await page.getByRole('button', { name: t.submit }).click();
      await expect(page.getByText(t.requiredFields)).toBeVisible();
      await expect(page.getByText(t.errorTitle, { exact: true }).first()).toBeVisible();
      await fill(page, 'erik@tech');
      await page.getByRole('button', { name: t.submit }).click();
      await expect(page.getByText(t.invalidEmail, { exact: true })).toBeVisible();
      expect(posted).toBe(false);
    });

    test('over its length limit: the toast and the field say so, not "invalid email"', async ({
      page,
    }) => {
      await page.goto(path('techsverige', locale));
      await fill(page, 'erik@tech.example');
      await textbox(page, t.companyName).fill('x'.repeat(201));
      await page.getByRole('button', { name: t.submit }).click();
      const tooLong = m.Forms.tooLongIn.replace('{field}', t.companyName);
      await expect(page.getByText(tooLong)).toBeVisible();
      await expect(textbox(page, t.companyName)).toHaveAccessibleDescription(
        m.Forms.errors.tooLong,
      );
      await expect(page.getByText(t.invalidEmail, { exact: true })).toHaveCount(0);
    });

    test('server failure: toast, form stays editable with its values', async ({ page }) => {
      await page.goto(path('techsverige', locale));
      await failNextPost(page, path('techsverige', locale));
      await fill(page, 'erik@tech.example');
      await page.getByRole('button', { name: t.submit }).click();
      await expect(page.getByText(t.failure)).toBeVisible();
      await expect(textbox(page, t.firstName)).toHaveValue('Erik');
      await expect(page.getByRole('button', { name: t.submit })).toBeEnabled();
    });
  });

  test.describe(`${locale}: reference form`, () => {
    const t = m.ReferenceForm;

    async function fill(page: Page, email: string) {
      await textbox(page, t.company).fill('E2E Kund AB');
      await textbox(page, t.name).fill('Karin Berg');
      await textbox(page, t.title).fill('HR');
      await textbox(page, t.email).fill(email);
      await textbox(page, t.phone).fill('08-123 456');
      await textbox(page, t.reference).fill('Very good.');
    }

    test('happy path: stored, toasts, thank-you view with the CEO', async ({ page }) => {
      await page.goto(path('reference', locale));
      for (const heading of [t.whoHeading, t.referenceHeading, t.consentHeading]) {
        await expect(page.getByRole('heading', { name: heading })).toBeVisible();
      }
      const submit = page.getByRole('button', { name: t.submit });
      const email = unique(`ref-${locale}`);
      await fill(page, email);
      await expect(submit).toBeDisabled();
      await page.locator('#reference-consentPrivacy').check();
      await expect(submit).toBeEnabled();
      const response = postTo(page, path('reference', locale));
      await submit.click();
      expect((await response).status()).toBe(200);
      await expect(page.getByText(t.success, { exact: true })).toBeVisible();
      await expect(page.getByRole('heading', { name: t.thanksTitle })).toBeVisible();
      // The thank-you page replaces the page's content, the intro included.
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.thanksTitle);
      await expect(page.getByRole('link', { name: /@/ }).last()).toHaveAttribute(
        'href',
        /^mailto:/,
      );
      await expectStored(
        "SELECT count(*) FROM contact_messages WHERE email = $1 AND kind = 'reference'",
        email,
      );
    });

    test('validation: submit disabled while invalid; inline messages', async ({ page }) => {
      await page.goto(path('reference', locale));
      const email = textbox(page, t.email);
      await email.fill('karin@');
      await email.blur();
      await expect(page.getByText(m.Forms.errors.email, { exact: true })).toBeVisible();
      await expect(page.getByRole('button', { name: t.submit })).toBeDisabled();
    });

    test('server failure: toast, form kept', async ({ page }) => {
      await page.goto(path('reference', locale));
      await failNextPost(page, path('reference', locale));
      await fill(page, 'karin@kund.example');
      await page.locator('#reference-consentPrivacy').check();
      await page.getByRole('button', { name: t.submit }).click();
      await expect(page.getByText(t.failure)).toBeVisible();
      await expect(textbox(page, t.reference)).toHaveValue('Very good.');
    });
  });

  test.describe(`${locale}: academy registration`, () => {
    const t = m.AcademyForm;
    const fields = [
      'contactName',
      'contactEmail',
      'contactPhone',
      'contactPosition',
      'companyName',
      'companyOrgNumber',
      'billingAddress',
      'billingZipCode',
      'billingCity',
      'billingCountry',
      'invoiceReference',
      'invoiceEmail',
      'message',
    ] as const;

    async function fill(page: Page, email: string) {
      for (const field of fields) {
        const value =
          field === 'contactEmail'
            ? email
            : field === 'invoiceEmail'
              ? 'invoice@example.se'
              : `E2E ${field}`;
        await page.locator(`#academy-${field}`).fill(value);
      }
    }

    test('happy path: stored, confirmation panel, toast, register another', async ({ page }) => {
      await page.goto(`${path('academy', locale)}#registration`);
      const email = unique(`academy-${locale}`);
      await fill(page, email);
      const response = postTo(page, path('academy', locale));
      await page.getByRole('button', { name: t.submit }).click();
      expect((await response).status()).toBe(200);
      await expect(page.getByText(t.confirmationTitle)).toBeInViewport();
      await expect(page.getByText(t.success)).toBeVisible();
      await expectStored(
        'SELECT count(*) FROM academy_registrations WHERE contact_email = $1',
        email,
      );
      await page.getByRole('button', { name: t.another }).click();
      await expect(page.locator('#academy-contactName')).toHaveValue('');
    });

    test('validation: every empty field is marked', async ({ page }) => {
      await page.goto(`${path('academy', locale)}#registration`);
      await page.getByRole('button', { name: t.submit }).click();
      for (const field of fields)
        await expect(page.locator(`#academy-${field}`)).toHaveAttribute('aria-invalid', 'true');
      await expect(page.locator('#academy-contactName')).toBeFocused();
    });

    test('server failure: toast, values kept', async ({ page }) => {
      await page.goto(`${path('academy', locale)}#registration`);
      await failNextPost(page, path('academy', locale));
      await fill(page, 'kept@example.se');
      await page.getByRole('button', { name: t.submit }).click();
      await expect(page.getByText(t.failure)).toBeVisible();
      await expect(page.locator('#academy-billingCity')).toHaveValue('E2E billingCity');
    });
  });
}

test.describe('accessibility of the forms with errors and toasts showing', () => {
  for (const locale of locales) {
    const m = messages[locale];

    test(`${locale}: tech-association form with toasts and errors`, async ({ page }) => {
      await page.goto(path('techsverige', locale));
      await page.getByRole('button', { name: m.TechsverigeForm.submit }).click();
      await expect(page.getByText(m.TechsverigeForm.requiredFields)).toBeVisible();
      // The toast fades in: axe measures its colours blended with the page until it has.
      await page
        .locator('[data-sonner-toast]')
        .first()
        .evaluate((toast) =>
          Promise.all(
            toast.getAnimations({ subtree: true }).map((animation) => animation.finished),
          ),
        );
      expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
    });

    test(`${locale}: contact form with an inline error`, async ({ page }) => {
      await page.goto(path('contact', locale));
      const email = textbox(page, m.ContactForm.email);
      await email.fill('x');
      await email.blur();
      await expect(page.getByText(m.Forms.errors.email)).toBeVisible();
      expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
    });

    for (const id of ['reference', 'academy', 'permit'] as const) {
      test(`${locale}: ${id} form`, async ({ page }) => {
        await page.goto(path(id, locale));
        expect((await new AxeBuilder({ page }).include('form').analyze()).violations).toEqual([]);
      });
    }
  }
});

test('sent before the JavaScript has loaded: stored, and the answer page hydrates under its CSP', async ({
  page,
}) => {
  const t = messages.en.ContactForm;
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content.Security.Policy/i.test(message.text())) violations.push(message.text());
  });
  // Scripts held until the form is sent: the visitor sends the prerendered form before React has
  // taken over, however long typing takes on a loaded machine (a fixed delay raced with it).
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/_next/static/**/*.js', async (route) => {
    await released;
    await route.continue().catch(() => {}); // the first page's requests die with its navigation
  });
  await page.goto(path('contact', 'en'), { waitUntil: 'domcontentloaded' });
  const email = unique('contact-early');
  await textbox(page, t.name).fill('Early Bird');
  await textbox(page, t.email).fill(email);
  await textbox(page, t.company).fill('Early AB');
  await select(page, t.countryCode).selectOption('SE');
  await textbox(page, t.phoneNumber).fill('70 123 45 67');
  await select(page, t.service).selectOption('other');
  await textbox(page, t.message).fill('Sent before hydration.');
  await page.getByRole('checkbox').check();
  const navigation = page.waitForResponse((answer) => answer.request().isNavigationRequest());
  await page.getByRole('button', { name: t.submit }).click();
  expect((await navigation).request().method()).toBe('POST');
  release();
  await expect(page.getByRole('status').filter({ hasText: t.success })).toBeVisible();
  await expectStored('SELECT count(*) FROM contact_messages WHERE email = $1', email);
  // The answer is rendered anew: it keeps the generic script policy, so React can take over.
  await expect
    .poll(
      () =>
        page.evaluate(() =>
          Object.keys(document.querySelector('main') ?? {}).some((key) =>
            key.startsWith('__react'),
          ),
        ),
      { timeout: 15_000 },
    )
    .toBe(true);
  expect(violations).toEqual([]);
});
