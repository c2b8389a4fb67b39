import AxeBuilder from '@axe-core/playwright';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import en from '../../messages/en.json';
import sv from '../../messages/sv.json';
import { locales, routes } from './routes';

// axe-core on every page in both languages and on the states a static scan never sees: the open
// mobile menu, forms showing their errors, the open FAQ accordion and the 404 pages. One page load
// per page and language keeps this cheap; the other specs check behaviour, this one only a11y.

const tags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];
const messages = { sv, en } as const;
type Locale = (typeof locales)[number];

const pathOf = (id: (typeof routes)[number]['id'], locale: Locale) => {
  const route = routes.find((entry) => entry.id === id);
  if (!route) throw new Error(id);
  return route[locale];
};

/** Every violation as one readable line, so a failure names the rule and the elements. */
async function violations(page: Page, label: string): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(tags).analyze();
  return results.violations.map(
    (v) => `${label} ${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
}

/** After hydration (React's keys on the DOM): the client components are what the visitor uses. */
async function open(page: Page, url: string, status = 200) {
  const response = await page.goto(url);
  expect(response?.status(), url).toBe(status);
  await expect
    .poll(() =>
      page.evaluate(() => {
        const link = document.querySelector('a[href]');
        return link !== null && Object.keys(link).some((key) => key.startsWith('__react'));
      }),
    )
    .toBe(true);
}

for (const route of routes) {
  for (const locale of locales) {
    // The same load also proves the page's Content-Security-Policy blocks nothing it needs
    // (tests/e2e/security.spec.ts checks the policies themselves).
    test(`${locale} ${route[locale]}: no axe or CSP violations`, async ({ page }) => {
      const blocked: string[] = [];
      page.on('console', (message) => {
        if (/Content Security Policy/i.test(message.text())) blocked.push(message.text());
      });
      await open(page, route[locale]);
      expect(await violations(page, route[locale])).toEqual([]);
      expect(blocked).toEqual([]);
    });
  }
}

test.describe('on a 375 px phone', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  for (const locale of locales) {
    test(`${locale}: the open mobile menu`, async ({ page }) => {
      const t = messages[locale].Header;
      await open(page, pathOf('home', locale));
      await page.getByRole('button', { name: t.openMenu }).click();
      await expect(page.getByRole('navigation', { name: t.mainNav })).toBeVisible();
      expect(await violations(page, `${locale} mobile menu`)).toEqual([]);
    });
  }
});

test.describe('forms showing their errors', () => {
  for (const locale of locales) {
    const m = messages[locale];

    test(`${locale}: contact form with every field left empty`, async ({ page }) => {
      await open(page, pathOf('contact', locale));
      const form = page.locator('form').filter({ has: page.locator('#contact-name') });
      // The submit button stays disabled until the form is complete, so the errors come from
      // changing each field, emptying it again and leaving it (a field is checked on blur once
      // changed; focus merely passing through checks nothing).
      const fields = form.locator('input:not([tabindex="-1"]), select, textarea');
      for (const field of await fields.all()) {
        if (!(await field.isVisible())) continue;
        const kind = await field.evaluate((e) => (e as HTMLInputElement).type);
        if (kind === 'checkbox') {
          await field.check();
          await field.uncheck();
        } else if (kind.startsWith('select')) {
          await field.selectOption({ index: 1 });
          await field.selectOption('');
        } else {
          await field.fill('x');
          await field.fill('');
        }
        await field.blur();
      }
      await expect(form.locator('[aria-invalid="true"]').first()).toBeVisible();
      await expect(page.getByText(m.Forms.errors.required).first()).toBeVisible();
      expect(await violations(page, `${locale} contact errors`)).toEqual([]);
    });

    test(`${locale}: newsletter with a bad address`, async ({ page }) => {
      await open(page, pathOf('permit', locale));
      const email = page.getByRole('textbox', { name: new RegExp(`^${m.NewsletterForm.email}`) });
      await email.fill('anna@example');
      await email.blur();
      await expect(page.getByText(m.Forms.errors.email, { exact: true })).toBeVisible();
      await expect(email).toHaveAttribute('aria-invalid', 'true');
      expect(await violations(page, `${locale} newsletter error`)).toEqual([]);
    });
  }
});

interface FaqContent {
  categories: { key: string; title_sv: string; title_en: string; sort_order: number }[];
  faqs: {
    category_key: string;
    question_sv: string;
    question_en: string;
    is_published: boolean;
    sort_order: number;
  }[];
}

const faq = JSON.parse(
  readFileSync(path.join(process.cwd(), 'prisma/content/faq.json'), 'utf8'),
) as FaqContent;

for (const locale of locales) {
  test(`${locale}: FAQ with a second category and a question open`, async ({ page }) => {
    const categories = [...faq.categories].sort((a, b) => a.sort_order - b.sort_order);
    const second = categories[1];
    if (!second) throw new Error('the FAQ content needs two categories');
    const question = faq.faqs
      .filter((entry) => entry.is_published && entry.category_key === second.key)
      .sort((a, b) => a.sort_order - b.sort_order)[0];
    if (!question) throw new Error(`no published question in ${second.key}`);
    const title = locale === 'sv' ? second.title_sv : second.title_en;

    await open(page, pathOf('faq', locale));
    const category = page.getByRole('button', { name: new RegExp(`^${title}`) });
    await category.click();
    await expect(category).toHaveAttribute('aria-expanded', 'true');
    const trigger = page.getByRole('button', {
      name: locale === 'sv' ? question.question_sv : question.question_en,
    });
    await trigger.click();
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    expect(await violations(page, `${locale} FAQ open`)).toEqual([]);
  });
}

for (const url of ['/finns-inte', '/en/does-not-exist', '/missing-file.png']) {
  test(`404 ${url}: no axe violations`, async ({ page }) => {
    await open(page, url, 404);
    expect(await violations(page, `404 ${url}`)).toEqual([]);
  });
}
