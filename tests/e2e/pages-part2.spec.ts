import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { Client } from 'pg';

// Pages part 2: the four service pages, the academy, the FAQ, the tech-association and the
// reference pages, in both languages.

type Locale = 'sv' | 'en';
const both: Locale[] = ['sv', 'en'];
const paths = {
  permit: { sv: '/services/tillstandstrassel', en: '/en/services/permit-troubles' },
  relocation: {
    sv: '/services/svart-att-fa-folk-pa-plats',
    en: '/en/services/hard-to-get-people-in-place',
  },
  skills: { sv: '/services/kompetensbrist', en: '/en/services/skills-shortage' },
  language: { sv: '/services/sprakstoppar', en: '/en/services/language-barriers' },
  academy: { sv: '/academy', en: '/en/academy' },
  faq: { sv: '/faq', en: '/en/faq' },
  techsverige: { sv: '/techsverige', en: '/en/techsverige' },
  reference: { sv: '/referens', en: '/en/reference' },
  contact: { sv: '/kontakt', en: '/en/contact' },
  booking: { sv: '/booking', en: '/en/booking' },
  salary: { sv: '/loneverifiering', en: '/en/salary-verification' },
} as const;

const text = {
  sv: {
    contact: 'Kontakta oss',
    newTab: '(öppnas i en ny flik)',
    steps: [
      'Förberedelse och ansökan med fullmakt',
      'Handläggning och beslut',
      'Tillståndet utfärdas',
    ],
  },
  en: {
    contact: 'Contact us',
    newTab: '(opens in a new tab)',
    steps: [
      'Preparation and application with a power of attorney',
      'Processing and decision',
      'Permit issuance',
    ],
  },
} as const;

type JsonLdNode = Record<string, unknown> & { '@type': string };

async function jsonLdNodes(page: Page): Promise<JsonLdNode[]> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  return blocks.flatMap((block) => {
    const data = JSON.parse(block) as JsonLdNode | JsonLdNode[];
    return Array.isArray(data) ? data : [data];
  });
}

async function node(page: Page, type: string): Promise<JsonLdNode> {
  const found = (await jsonLdNodes(page)).find((n) => n['@type'] === type);
  expect(found, `JSON-LD ${type}`).toBeTruthy();
  return found as JsonLdNode;
}

const main = (page: Page) => page.locator('main');
const section = (page: Page, name: string | RegExp) => page.getByRole('region', { name });
const hrefOf = (link: Locator) => link.getAttribute('href');

async function expectServiceJsonLd(page: Page) {
  const service = await node(page, 'Service');
  expect(service.provider).toEqual({ '@id': expect.stringMatching(/#organization$/) });
  expect(service.areaServed).toEqual({ '@type': 'Country', name: 'Sweden' });
  expect(service.serviceType).toEqual(expect.any(String));
  expect(service.name).toEqual(expect.any(String));
  expect(service.description).toEqual(expect.any(String));
  const types = (await jsonLdNodes(page)).map((n) => n['@type']);
  expect(types).toEqual(expect.arrayContaining(['WebPage', 'BreadcrumbList', 'Service']));
}

test.describe('permit troubles', () => {
  for (const locale of both) {
    test(`${locale}: hero, salary teaser, benefits, process, Right to Work, newsletter, CTAs`, async ({
      page,
    }) => {
      await page.goto(paths.permit[locale]);
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);

      const teaser = page.getByRole('link', {
        name: locale === 'sv' ? 'Räkna ut det på en minut' : 'Calculate in 1 minute',
      });
      expect(await hrefOf(teaser)).toBe(paths.salary[locale]);

      const benefits = section(
        page,
        locale === 'sv' ? 'Därför anlitar arbetsgivare oss' : 'Why employers work with us',
      );
      await expect(benefits.getByRole('heading', { level: 3 })).toHaveCount(4);

      const process = section(
        page,
        locale === 'sv' ? 'Så går det till – tre steg' : 'How it works – three steps',
      );
      const steps = process.getByRole('list').getByRole('listitem');
      await expect(steps).toHaveCount(3);
      await expect(process.getByRole('heading', { level: 3 })).toHaveText(
        text[locale].steps.map((s) => new RegExp(s)),
      );
      expect(await process.locator('ol').count()).toBe(1);

      const rtw = section(page, /Right to Work/);
      await expect(rtw).toContainText(locale === 'sv' ? 'under en dag' : 'under a day');
      expect(await hrefOf(rtw.getByRole('link'))).toBe(paths.contact[locale]);

      await expect(
        section(page, locale === 'sv' ? 'Håll koll på nya regler' : 'Stay on top of rule changes'),
      ).toBeVisible();

      const contactLinks = main(page).getByRole('link', { name: text[locale].contact });
      await expect(contactLinks).toHaveCount(2); // hero + final call to action
      for (const link of await contactLinks.all())
        expect(await hrefOf(link)).toBe(paths.contact[locale]);

      await expectServiceJsonLd(page);
    });
  }

  test('the salary teaser leads to the calculator', async ({ page }) => {
    await page.goto(paths.permit.en);
    await page.getByRole('link', { name: 'Calculate in 1 minute' }).click();
    await expect(page).toHaveURL(/\/en\/salary-verification$/);
  });
});

test.describe('relocation', () => {
  const cards = [
    'Discovery Day',
    'Home Sweet Home Matching',
    'Moving Joy',
    'Two Thrive',
    'Paperwork Fix',
    'Keep the Joy',
    'Children’s Best Start',
  ];

  for (const locale of both) {
    test(`${locale}: seven services with read more, the language-specific section and the CTA`, async ({
      page,
    }) => {
      await page.goto(paths.relocation[locale]);
      const services = section(
        page,
        locale === 'sv' ? 'Våra relocationtjänster' : 'Our relocation services',
      );
      await expect(services.getByRole('heading', { level: 3 })).toHaveText(cards);
      await expect(services.getByRole('button', { expanded: false })).toHaveCount(7);

      // The button's name changes with its state, so hold it by its card.
      const toggle = services
        .getByRole('listitem')
        .filter({ hasText: 'Keep the Joy' })
        .getByRole('button');
      const longText =
        locale === 'sv' ? 'Under tolv månader stämmer vi av' : 'For twelve months we check in';
      await expect(toggle).toHaveAccessibleName(
        locale === 'sv' ? 'Läs mer om Keep the Joy' : 'Read more about Keep the Joy',
      );
      const panel = page.locator(`[id="${await toggle.getAttribute('aria-controls')}"]`);
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
      await expect(panel).toBeHidden();
      await toggle.click();
      await expect(toggle).toHaveAttribute('aria-expanded', 'true');
      await expect(toggle).toHaveAccessibleName(
        locale === 'sv' ? 'Visa mindre om Keep the Joy' : 'Show less about Keep the Joy',
      );
      await expect(panel).toBeVisible();
      await expect(panel).toContainText(longText);
      await toggle.click();
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
      await expect(panel).toBeHidden();

      if (locale === 'sv') {
        await expect(section(page, 'Det här vinner ni som arbetsgivare')).toContainText(
          'Färre tidiga uppsägningar',
        );
        await expect(section(page, 'Era första veckor i Sverige')).toHaveCount(0);
      } else {
        await expect(section(page, 'Your first weeks in Sweden')).toContainText('BankID');
        await expect(section(page, 'What you gain as an employer')).toHaveCount(0);
      }

      for (const link of await main(page).getByRole('link', { name: text[locale].contact }).all()) {
        expect(await hrefOf(link)).toBe(paths.contact[locale]);
      }
      await expectServiceJsonLd(page);
    });
  }
});

test.describe('skills shortage', () => {
  for (const locale of both) {
    test(`${locale}: Workforce Gateway 1-7, benefits, industries, contact and scorecard`, async ({
      page,
    }) => {
      await page.goto(paths.skills[locale]);
      const gateway = section(page, /Workforce Gateway/);
      const steps = gateway.locator('ol > li');
      await expect(steps).toHaveCount(7);
      await expect(steps.locator('span[aria-hidden]')).toHaveText([
        '1',
        '2',
        '3',
        '4',
        '5',
        '6',
        '7',
      ]);
      await expect(gateway.getByRole('heading', { level: 3 })).toHaveText(
        (locale === 'sv'
          ? ['Definiera', 'Planera', 'Sök', 'Följ upp', 'Välj', 'Anställ', 'Ordna']
          : ['Define', 'Plan', 'Search', 'Follow up', 'Select', 'Employ', 'Arrange']
        ).map((title, index) => new RegExp(`${index + 1}: ${title}$`)),
      );

      const benefits = section(
        page,
        locale === 'sv'
          ? 'Fördelarna med att rekrytera med oss'
          : 'The benefits of recruiting with us',
      );
      await expect(benefits.getByRole('heading', { level: 3 })).toHaveText(
        locale === 'sv'
          ? ['Global räckvidd', 'Högre träffsäkerhet', 'Snabbare process', 'Rekryteringsgaranti']
          : ['Global reach', 'Higher accuracy', 'Faster process', 'Replacement guarantee'],
      );
      await expect(
        section(
          page,
          locale === 'sv' ? 'Branscher vi rekryterar till' : 'Industries we recruit for',
        ).getByRole('listitem'),
      ).toHaveCount(8);
      await expect(main(page)).toContainText(locale === 'sv' ? 'Fasta priser' : 'Fixed prices');

      for (const link of await main(page).getByRole('link', { name: text[locale].contact }).all()) {
        expect(await hrefOf(link)).toBe(paths.contact[locale]);
      }

      const scorecard = page.getByRole('link', {
        name: new RegExp(text[locale].newTab.replace(/[()]/g, '\\$&')),
      });
      await expect(scorecard).toHaveAttribute('target', '_blank');
      await expect(scorecard).toHaveAttribute('rel', 'noopener noreferrer');
      await expect(scorecard).toHaveAttribute('href', /^https:\/\//);
      await expect(scorecard).toHaveAccessibleDescription(
        locale === 'sv' ? /fyra minuter.*pdf/ : /4 minutes.*PDF/,
      );
      await expectServiceJsonLd(page);
    });
  }

  test('the scorecard opens in a new tab', async ({ page, context }) => {
    await context.route(/scorecard/, (route) =>
      route.fulfill({ contentType: 'text/html', body: '<title>Scorecard</title>' }),
    );
    await page.goto(paths.skills.en);
    const [popup] = await Promise.all([
      page.waitForEvent('popup'),
      page.getByRole('link', { name: /Take our scorecard/ }).click(),
    ]);
    await expect(popup).toHaveTitle('Scorecard');
    await expect(page).toHaveURL(/\/en\/services\/skills-shortage$/);
  });
});

test.describe('language barriers', () => {
  for (const locale of both) {
    test(`${locale}: formats, programs, levels A1-C2 with framework links, CTA`, async ({
      page,
    }) => {
      await page.goto(paths.language[locale]);
      await expect(
        section(
          page,
          locale === 'sv' ? 'Tre sätt att lära sig svenska' : 'Three ways to learn Swedish',
        ).getByRole('heading', { level: 3 }),
      ).toHaveText(
        locale === 'sv'
          ? ['Gruppkurser', 'Individuell undervisning', 'Företagsinterna program']
          : ['Group courses', 'Individual tuition', 'In-company programmes'],
      );
      const programs = section(page, locale === 'sv' ? 'Våra program' : 'Our programmes');
      await expect(programs.getByRole('heading', { level: 3 })).toHaveText([
        'Basic',
        'Business',
        'Advanced',
      ]);
      await expect(programs).toContainText(locale === 'sv' ? '8 veckor' : '8 weeks');
      await expect(programs).toContainText(locale === 'sv' ? 'Nybörjare' : 'Beginner');
      await expect(programs).toContainText(locale === 'sv' ? 'Medelnivå' : 'Intermediate');

      const levels = section(page, /CEFR/);
      await expect(levels.getByRole('heading', { level: 3 })).toHaveText([
        'A1',
        'A2',
        'B1',
        'B2',
        'C1',
        'C2',
      ]);
      const links = levels.getByRole('link');
      await expect(links).toHaveCount(6);
      for (const link of await links.all()) {
        await expect(link).toHaveAttribute('href', /coe\.int/);
        await expect(link).toHaveAttribute('target', '_blank');
        await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      }
      for (const link of await main(page).getByRole('link', { name: text[locale].contact }).all()) {
        expect(await hrefOf(link)).toBe(paths.contact[locale]);
      }
      await expectServiceJsonLd(page);
    });
  }
});

test.describe('academy', () => {
  for (const locale of both) {
    test(`${locale}: launched course at the regular price, modules, audience, registration`, async ({
      page,
    }) => {
      await page.goto(paths.academy[locale]);
      // Today is after 31 October 2025: no introductory offer, launch in the past tense.
      await expect(main(page)).toContainText(
        locale === 'sv' ? 'Lanserades 1 november 2025' : 'Launched 1 November 2025',
      );
      await expect(page.getByTestId('academy-price')).toContainText(
        locale === 'sv' ? '4 995 kr' : 'SEK 4,995',
      );
      await expect(main(page)).not.toContainText(locale === 'sv' ? '2 995' : '2,995');
      await expect(main(page)).not.toContainText(
        locale === 'sv' ? 'Introduktionspris' : 'Introductory price',
      );

      const modules = section(
        page,
        locale === 'sv' ? 'Kursens tio moduler' : 'The ten course modules',
      );
      const triggers = modules.getByRole('button');
      await expect(triggers).toHaveCount(10);
      await expect(modules).toContainText(
        locale === 'sv'
          ? 'Certifierad i internationell kompetensförsörjning'
          : 'Certified in International Competence Supply',
      );
      await triggers.nth(0).click();
      await expect(triggers.nth(0)).toHaveAttribute('aria-expanded', 'true');
      await triggers.nth(8).click();
      await expect(triggers.nth(0)).toHaveAttribute('aria-expanded', 'false');
      await expect(triggers.nth(8)).toHaveAttribute('aria-expanded', 'true');
      await expect(
        modules.getByText(
          locale === 'sv' ? 'Arbetsgivarens kontrollskyldighet' : 'The employer’s duty to check',
        ),
      ).toBeVisible();

      await expect(
        section(page, locale === 'sv' ? 'Vem kursen passar' : 'Who the course is for').getByRole(
          'heading',
          { level: 3 },
        ),
      ).toHaveCount(4);
      await expect(
        section(page, locale === 'sv' ? 'Varför ska ni anmäla er nu?' : 'Why act now?'),
      ).toBeVisible();
      const registration = page.locator('#registration');
      await expect(registration.getByRole('heading', { level: 2 })).toHaveText(
        locale === 'sv' ? 'Anmälan' : 'Registration',
      );

      const quote = page.getByRole('link', {
        name: locale === 'sv' ? 'Begär offert' : 'Request Quote',
      });
      expect(await hrefOf(quote)).toBe(paths.contact[locale]);

      const course = await node(page, 'Course');
      expect(course.provider).toEqual({ '@id': expect.stringMatching(/#organization$/) });
      expect(course.offers).toEqual([
        expect.objectContaining({
          '@type': 'Offer',
          price: '4995',
          priceCurrency: 'SEK',
          availability: 'https://schema.org/InStock',
        }),
      ]);
    });
  }

  test('Register Now scrolls smoothly to the form, leaving 100 px, and moves focus there', async ({
    page,
  }) => {
    await page.goto(paths.academy.en);
    const register = page.getByRole('link', { name: 'Register Now' });
    await expect(register).toHaveCount(3);
    await register.first().click();
    await expect
      .poll(() =>
        page.locator('#registration').evaluate((el) => Math.round(el.getBoundingClientRect().top)),
      )
      .toBeGreaterThanOrEqual(98);
    await expect
      .poll(() =>
        page.locator('#registration').evaluate((el) => Math.round(el.getBoundingClientRect().top)),
      )
      .toBeLessThanOrEqual(102);
    await expect(page.locator('#registration')).toBeFocused();

    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.getByRole('link', { name: 'Register Now' }).last().click();
    await expect
      .poll(() =>
        page.locator('#registration').evaluate((el) => Math.round(el.getBoundingClientRect().top)),
      )
      .toBe(100);
  });

  test('with reduced motion the jump to the form is instant', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto(paths.academy.sv);
    await page.getByRole('link', { name: 'Anmäl er nu' }).nth(1).click();
    const top = await page
      .locator('#registration')
      .evaluate((el) => Math.round(el.getBoundingClientRect().top));
    expect(top).toBe(100);
  });
});

// FAQ: expectations come from the content file the database is seeded from.
interface ContentFile {
  categories: { key: string; title_sv: string; title_en: string; sort_order: number }[];
  faqs: {
    id: string;
    category_key: string;
    question_sv: string;
    question_en: string;
    answer_sv: string;
    answer_en: string;
    sort_order: number;
    is_published: boolean;
  }[];
}
const content = JSON.parse(
  readFileSync(path.join(process.cwd(), 'prisma/content/faq.json'), 'utf8'),
) as ContentFile;
const categories = [...content.categories].sort((a, b) => a.sort_order - b.sort_order);
const published = content.faqs.filter((faq) => faq.is_published);
const questionsOf = (key: string) =>
  published.filter((faq) => faq.category_key === key).sort((a, b) => a.sort_order - b.sort_order);

test.describe('FAQ', () => {
  // One worker for the FAQ: the last test edits a question in the database.
  test.describe.configure({ mode: 'serial' });

  for (const locale of both) {
    test(`${locale}: published questions by category, FAQPage JSON-LD, booking CTA`, async ({
      page,
    }) => {
      await page.goto(paths.faq[locale]);
      const title = (c: (typeof categories)[number]) => (locale === 'sv' ? c.title_sv : c.title_en);
      const headings = main(page).getByRole('heading', { level: 2 });
      const categoryTitles = categories.map((c) => new RegExp(`^${title(c)}`));
      await expect(headings.filter({ has: page.getByRole('button') })).toHaveText(categoryTitles);

      for (const faq of content.faqs.filter((f) => !f.is_published)) {
        await expect(main(page)).not.toContainText(
          locale === 'sv' ? faq.question_sv : faq.question_en,
        );
      }
      const faqPage = await node(page, 'FAQPage');
      const entities = faqPage.mainEntity as { name: string; acceptedAnswer: { text: string } }[];
      expect(entities).toHaveLength(published.length);
      expect(entities.map((e) => e.name)).not.toContain(
        content.faqs.find((f) => !f.is_published)?.question_en,
      );

      const cta = page.getByRole('link', {
        name: locale === 'sv' ? 'Boka kostnadsfri konsultation' : 'Book free consultation',
      });
      expect(await hrefOf(cta)).toBe(paths.booking[locale]);
    });
  }

  test('categories open together, questions one at a time, keys move between triggers', async ({
    page,
  }) => {
    await page.goto(paths.faq.en);
    const [first, second] = categories;
    if (!first || !second) throw new Error('need two categories');
    const firstTrigger = page.getByRole('button', { name: new RegExp(`^${first.title_en}`) });
    const secondTrigger = page.getByRole('button', { name: new RegExp(`^${second.title_en}`) });
    await expect(firstTrigger).toHaveAttribute('aria-expanded', 'true');
    await expect(secondTrigger).toHaveAttribute('aria-expanded', 'false');
    await secondTrigger.click();
    await expect(firstTrigger).toHaveAttribute('aria-expanded', 'true');
    await expect(secondTrigger).toHaveAttribute('aria-expanded', 'true');

    const [q1, q2, q3] = questionsOf(first.key);
    if (!q1 || !q2 || !q3) throw new Error('need three questions');
    const one = page.getByRole('button', { name: q1.question_en });
    const two = page.getByRole('button', { name: q2.question_en });
    const answerOne = page.getByText(q1.answer_en);
    await expect(answerOne).toBeHidden();
    await one.click();
    await expect(one).toHaveAttribute('aria-expanded', 'true');
    await expect(answerOne).toBeVisible();
    await two.click();
    await expect(two).toHaveAttribute('aria-expanded', 'true');
    await expect(one).toHaveAttribute('aria-expanded', 'false');
    await expect(answerOne).toBeHidden();
    await expect(page.getByText(q2.answer_en)).toBeVisible();
    await two.click();
    await expect(two).toHaveAttribute('aria-expanded', 'false');

    // Keyboard: within the categories...
    const last = categories.at(-1);
    await firstTrigger.focus();
    await page.keyboard.press('ArrowDown');
    await expect(secondTrigger).toBeFocused();
    await page.keyboard.press('End');
    await expect(
      page.getByRole('button', { name: new RegExp(`^${last?.title_en}`) }),
    ).toBeFocused();
    await page.keyboard.press('Home');
    await expect(firstTrigger).toBeFocused();
    // ...and within the questions of one category, without leaking into the outer accordion.
    await one.focus();
    await page.keyboard.press('ArrowDown');
    await expect(two).toBeFocused();
    await page.keyboard.press('End');
    await expect(
      page.getByRole('button', { name: questionsOf(first.key).at(-1)?.question_en }),
    ).toBeFocused();
    await page.keyboard.press('Home');
    await expect(one).toBeFocused();
  });

  test('an FAQ changed in the database appears after revalidation', async ({ page, request }) => {
    const databaseUrl = process.env.DATABASE_URL;
    const secret = process.env.REVALIDATE_SECRET;
    test.skip(
      !databaseUrl || !secret,
      'needs DATABASE_URL (Postgres) and REVALIDATE_SECRET shared with the server',
    );
    const target = questionsOf(categories.at(-1)?.key ?? '').at(-1);
    if (!target) throw new Error('no question to edit');
    const changed = `${target.question_en} (revised ${Date.now()})`;
    const db = new Client({ connectionString: databaseUrl });
    await db.connect();
    const revalidate = () =>
      request.post('/api/revalidate-faq', { headers: { authorization: `Bearer ${secret}` } });
    try {
      expect((await request.post('/api/revalidate-faq')).status()).toBe(401);
      await db.query('UPDATE faqs SET question_en = $1 WHERE id = $2', [changed, target.id]);
      expect((await revalidate()).status()).toBe(200);
      await expect
        .poll(async () => (await request.get(paths.faq.en)).text(), { timeout: 20_000 })
        .toContain(changed);
      await page.goto(paths.faq.en);
      await page
        .getByRole('button', { name: new RegExp(`^${categories.at(-1)?.title_en}`) })
        .click();
      await expect(page.getByRole('button', { name: changed })).toBeVisible();
    } finally {
      await db.query('UPDATE faqs SET question_en = $1 WHERE id = $2', [
        target.question_en,
        target.id,
      ]);
      await db.end();
      await revalidate();
    }
  });
});

test.describe('tech association and reference', () => {
  for (const locale of both) {
    test(`${locale}: techsverige has the form section, the same three steps and a booking link`, async ({
      page,
    }) => {
      await page.goto(paths.techsverige[locale]);
      await expect(
        section(page, locale === 'sv' ? 'Berätta om ert behov' : 'Tell us what you need'),
      ).toBeVisible();
      const process = section(
        page,
        locale === 'sv' ? 'Så går det till – tre steg' : 'How it works – three steps',
      );
      await expect(process.getByRole('heading', { level: 3 })).toHaveText(
        text[locale].steps.map((s) => new RegExp(s)),
      );
      const booking = page.getByRole('link', {
        name: locale === 'sv' ? 'Boka konsultation' : 'Book a consultation',
      });
      expect(await hrefOf(booking)).toBe(paths.booking[locale]);
    });

    test(`${locale}: the reference page is noindex and frames the form`, async ({ page }) => {
      await page.goto(paths.reference[locale]);
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        locale === 'sv' ? /referens/i : /reference/i,
      );
      await expect(
        section(page, locale === 'sv' ? 'Referensformulär' : 'Reference form'),
      ).toHaveCount(1);
    });
  }
});

test('pages part 2 render without hydration errors', async ({ page }) => {
  test.slow(); // sixteen page loads in one test
  const errors: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error') errors.push(msg.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  for (const route of Object.values(paths).slice(0, 8)) {
    for (const locale of both) {
      await page.goto(route[locale]);
      await page.waitForLoadState('networkidle');
    }
  }
  expect(errors.filter((e) => /hydrat|did not match|error #4/i.test(e))).toEqual([]);
});
