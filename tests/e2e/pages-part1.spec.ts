import { expect, test, type Locator, type Page } from '@playwright/test';
import { browserStorage } from '@/lib/privacy/registry';
import { RETENTION_TABLE } from '@/lib/retention/periods';
import { site } from '@/lib/site';
import en from '../../messages/en.json';

// Home, About, Contact, Booking and Privacy policy in both languages (issue "Pages, part 1").

const text = {
  sv: {
    home: '/',
    about: '/om-oss',
    contact: '/kontakt',
    booking: '/booking',
    privacy: '/integritetspolicy',
    services: {
      'Tillståndstrassel?': '/services/tillstandstrassel',
      'Svårt att få folk på plats?': '/services/svart-att-fa-folk-pa-plats',
      'Kompetensbrist?': '/services/kompetensbrist',
      'Språkhinder?': '/services/sprakstoppar',
    },
    serviceCtas: [
      'Lös tillståndstrasslet',
      'Få folk på plats',
      'Hitta rätt kompetens',
      'Riv språkhindren',
    ],
    homeHeading: 'Internationell kompetens – utan krångel',
    bookCta: 'Boka kostnadsfri konsultation',
    stats: ['15+', 'Hela Sverige', 'Hundratals'],
    scroll: 'Gå till nästa avsnitt',
    problems: 'Känner ni igen er?',
    why: 'Skäl att välja oss',
    testimonials: 'Kundomdömen',
    slide: (n: number, total: number) => `${n} av ${total}`,
    next: 'Nästa bild',
    previous: 'Föregående bild',
    play: 'Starta automatisk bläddring',
    ceoProfile: `${site.ceo.name} på LinkedIn`,
    aboutHeading: 'Om oss',
    aboutCta: 'Hör av er till oss',
    contactHeading: 'Kontakta oss',
    contactSections: ['Skicka ett meddelande', 'Kontaktuppgifter', 'Hellre ett samtal?'],
    quickBooking: 'Boka tid för konsultation',
    bookingHeading: 'Boka kostnadsfri konsultation',
    frameTitle: 'Bokningskalender för kostnadsfri konsultation',
    loadCalendar: 'Visa kalendern',
    newWindow: 'Öppna i nytt fönster',
    goHome: 'Till startsidan',
    privacyHeading: 'Integritetspolicy',
    lastUpdated: 'Senast uppdaterad: 28 november 2026',
    retentionTable: 'Lagringstider',
    storageTable: 'Det som webbplatsen själv sparar i en webbläsare',
  },
  en: {
    home: '/en',
    about: '/en/about',
    contact: '/en/contact',
    booking: '/en/booking',
    privacy: '/en/privacy-policy',
    services: {
      'Permit troubles?': '/en/services/permit-troubles',
      'Trouble getting people settled?': '/en/services/hard-to-get-people-in-place',
      'Skills shortage?': '/en/services/skills-shortage',
      'Language barriers?': '/en/services/language-barriers',
    },
    serviceCtas: [
      'Solve your permit troubles',
      'Help new hires settle in',
      'Find the right talent',
      'Break down language barriers',
    ],
    homeHeading: 'International talent – without the hassle',
    bookCta: 'Book free consultation',
    stats: ['15+', 'Nationwide', 'Hundreds'],
    scroll: 'Go to the next section',
    problems: 'Sound familiar?',
    why: 'Reasons to choose us',
    testimonials: 'Client testimonials',
    slide: (n: number, total: number) => `${n} of ${total}`,
    next: 'Next slide',
    previous: 'Previous slide',
    play: 'Start automatic rotation',
    ceoProfile: `${site.ceo.name} on LinkedIn`,
    aboutHeading: 'About Us',
    aboutCta: 'Get in touch',
    contactHeading: 'Contact us',
    contactSections: ['Send us a message', 'Contact details', 'Prefer a call?'],
    quickBooking: 'Book a consultation',
    bookingHeading: 'Book a free consultation',
    frameTitle: 'Booking calendar for a free consultation',
    loadCalendar: 'Show the calendar',
    newWindow: 'Open in new window',
    goHome: 'Go to homepage',
    privacyHeading: 'Privacy policy',
    lastUpdated: 'Last updated: 28 November 2026',
    retentionTable: 'Retention periods',
    storageTable: 'What the website itself stores in a browser',
  },
} as const;

const locales = ['sv', 'en'] as const;

/** The label of the slide nearest the left edge of the carousel's viewport. */
function leadingSlide(region: Locator) {
  return region.evaluate((element) => {
    const groups = [...element.querySelectorAll<HTMLElement>('[role="group"]')];
    const viewport = groups[0]?.parentElement?.parentElement;
    const left = viewport?.getBoundingClientRect().left ?? 0;
    const nearest = groups
      .map((group) => ({
        label: group.getAttribute('aria-label'),
        distance: Math.abs(group.getBoundingClientRect().left + 16 - left),
      }))
      .sort((a, b) => a.distance - b.distance)[0];
    return nearest?.label ?? null;
  });
}

async function jsonLdTypes(page: Page) {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  return blocks.flatMap((block) => {
    const data = JSON.parse(block) as { '@type': string } | { '@type': string }[];
    return (Array.isArray(data) ? data : [data]).map((node) => node['@type']);
  });
}

for (const locale of locales) {
  const l = text[locale];

  test.describe(`${locale}`, () => {
    test('home: hero, shortcuts to the four services, booking and stats', async ({ page }) => {
      await page.goto(l.home);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(l.homeHeading);
      const main = page.getByRole('main');
      for (const [name, href] of Object.entries(l.services)) {
        await expect(main.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
      }
      const bookingLinks = main.getByRole('link', { name: l.bookCta });
      await expect(bookingLinks).toHaveCount(2); // hero and the problems section's final call
      for (const link of await bookingLinks.all())
        await expect(link).toHaveAttribute('href', l.booking);
      for (const stat of l.stats) await expect(main.getByText(stat, { exact: true })).toBeVisible();

      // The problem cards lead to the same four service pages.
      const serviceHrefs = Object.values(l.services);
      for (const [index, name] of l.serviceCtas.entries()) {
        await expect(main.getByRole('link', { name, exact: true })).toHaveAttribute(
          'href',
          serviceHrefs[index] ?? '',
        );
      }
      await expect(main.getByRole('link', { name: l.ceoProfile })).toHaveAttribute(
        'href',
        site.ceo.profileUrl,
      );
      for (const membership of site.memberships) {
        await expect(
          main.locator(`a[href="${membership.url}"] img[src="${membership.logo}"]`),
        ).toHaveCount(1);
      }

      const meta = (name: string) => page.locator(`meta[name="${name}"]`);
      for (const name of ['description:ai', 'ai-summary', 'ai-services', 'ai-audience']) {
        await expect(meta(name)).toHaveAttribute('content', /\S{3,}/);
      }
      await expect(meta('ai-summary')).toHaveAttribute('content', /EURES/);
    });

    test('home: a hero shortcut opens its service page', async ({ page }) => {
      await page.goto(l.home);
      const [name, href] = Object.entries(l.services)[2] ?? ['', ''];
      await page.getByRole('main').getByRole('link', { name, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`${href}$`));
    });

    test('home: the scroll arrow brings the problems section to 80 px below the top', async ({
      page,
    }) => {
      await page.goto(l.home);
      await page.getByRole('link', { name: l.scroll }).click();
      const section = page.getByRole('region', { name: l.problems });
      await expect
        .poll(
          () => section.evaluate((element) => Math.round(element.getBoundingClientRect().top)),
          { timeout: 5000 },
        )
        .toBeGreaterThanOrEqual(79);
      await expect
        .poll(
          () => section.evaluate((element) => Math.round(element.getBoundingClientRect().top)),
          { timeout: 5000 },
        )
        .toBeLessThanOrEqual(81);
      await expect(section).toBeFocused();
    });

    test('home: the testimonials carousel has 11 slides and named arrows that move it', async ({
      page,
    }) => {
      await page.goto(l.home);
      const region = page.getByRole('region', { name: l.testimonials });
      await expect(region).toHaveAttribute('aria-roledescription', /.+/);
      const slides = region.getByRole('group');
      await expect(slides).toHaveCount(11);
      await expect(slides.nth(10)).toHaveAccessibleName(l.slide(11, 11));

      await region.scrollIntoViewIfNeeded();
      const before = await leadingSlide(region);
      await region.getByRole('button', { name: l.next }).click();
      await expect.poll(() => leadingSlide(region)).not.toBe(before);
      // Using the arrows stops the rotation for good: the toggle now offers to start it again.
      await expect(region.getByRole('button', { name: l.play })).toBeVisible();
      const afterNext = await leadingSlide(region);
      await region.getByRole('button', { name: l.previous }).click();
      await expect.poll(() => leadingSlide(region)).toBe(before);
      expect(afterNext).not.toBe(before);

      const why = page.getByRole('region', { name: l.why });
      await expect(why.getByRole('group')).toHaveCount(4);
      await expect(why.getByRole('button', { name: l.next })).toBeVisible();
    });

    test('about: the whole story and a button to the contact page', async ({ page }) => {
      await page.goto(l.about);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(l.aboutHeading);
      await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveCount(3);
      expect(await jsonLdTypes(page)).toEqual(
        expect.arrayContaining(['AboutPage', 'BreadcrumbList']),
      );
      // The decorative canvas arrives once the page is idle; it hides from assistive technology.
      const canvas = page.locator('canvas');
      await expect(canvas).toHaveCount(1);
      await expect(canvas).toHaveAttribute('aria-hidden', 'true');
      await expect(canvas).toHaveCSS('pointer-events', 'none');
      await expect(canvas).toHaveCSS('position', 'fixed');
      await page.getByRole('heading', { level: 1 }).click();
      await page.getByRole('main').getByRole('link', { name: l.aboutCta }).click();
      await expect(page).toHaveURL(new RegExp(`${l.contact}$`));
    });

    test('contact: form section, contact details with local time, quick booking', async ({
      page,
    }) => {
      await page.goto(l.contact);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(l.contactHeading);
      for (const name of l.contactSections) {
        await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
      }
      const main = page.getByRole('main');
      await expect(main.getByRole('link', { name: site.phone })).toHaveAttribute(
        'href',
        /^tel:\+46/,
      );
      await expect(main.getByRole('link', { name: site.email })).toHaveAttribute(
        'href',
        `mailto:${site.email}`,
      );
      // The local time appears once its row comes near the viewport (it may start below it).
      await main.getByRole('link', { name: site.email }).scrollIntoViewIfNeeded();
      await expect(main.getByTestId('local-office-time')).toBeVisible();
      expect(await jsonLdTypes(page)).toEqual(
        expect.arrayContaining(['ContactPage', 'BreadcrumbList']),
      );
      await main.getByRole('link', { name: l.quickBooking }).click();
      await expect(page).toHaveURL(new RegExp(`${l.booking}$`));
    });

    test('booking: the calendar frame for this language on request, a new-window link and the way home', async ({
      page,
    }) => {
      await page.goto(l.booking);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(l.bookingHeading);
      // The frame loads on a press only (tests/e2e/third-parties.spec.ts); the host is a stand-in.
      await page.route(`${new URL(site.booking[locale]).origin}/**`, (route) =>
        route.fulfill({ contentType: 'text/html', body: '<p>calendar</p>' }),
      );
      await page.getByRole('button', { name: l.loadCalendar }).click();
      const frame = page.locator('iframe');
      await expect(frame).toHaveAttribute('src', site.booking[locale]);
      await expect(frame).toHaveAttribute('title', l.frameTitle);
      expect((await frame.boundingBox())?.height).toBe(700);
      const newWindow = page.getByRole('link', { name: l.newWindow });
      await expect(newWindow).toHaveAttribute('href', site.booking[locale]);
      await expect(newWindow).toHaveAttribute('target', '_blank');
      await expect(newWindow).toHaveAttribute('rel', 'noopener noreferrer');
      await page.getByRole('main').getByRole('link', { name: l.goHome }).click();
      await expect(page).toHaveURL(new RegExp(`${l.home === '/' ? ':\\d+/' : l.home}$`));
    });

    test('privacy: ten numbered sections and the localized revision date', async ({ page }) => {
      await page.goto(l.privacy);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(l.privacyHeading);
      const sections = page.getByRole('main').getByRole('heading', { level: 2 });
      await expect(sections).toHaveCount(10);
      await expect(sections.first()).toHaveText(/^1\. /);
      await expect(sections.last()).toHaveText(/^10\. /);
      await expect(page.locator('time[datetime="2026-11-28"]')).toHaveText(l.lastUpdated);
      // Every outside service of the running configuration, by name, and the company's facts.
      for (const provider of Object.values(site.providers)) {
        await expect(page.getByRole('main')).toContainText(provider.name);
      }
      for (const fact of [site.legalName, site.organisationNumber, site.registeredOffice]) {
        await expect(page.getByRole('main')).toContainText(fact);
      }
      // The retention table: one row per period of lib/retention/periods.ts; the browser
      // storage table: one row per key (the chat is configured in this build).
      await expect(
        page.getByRole('table', { name: l.retentionTable }).getByRole('rowheader'),
      ).toHaveCount(Object.keys(RETENTION_TABLE).length);
      await expect(
        page.getByRole('table', { name: l.storageTable }).getByRole('rowheader'),
      ).toHaveCount(browserStorage.length);
      await expect(page.getByRole('main').locator('a[href="https://www.imy.se"]')).toHaveCount(1);
    });

    test('no console errors or hydration warnings on these pages', async ({ page }) => {
      const problems: string[] = [];
      page.on('pageerror', (error) => problems.push(`${page.url()}: ${error.message}`));
      page.on('console', (message) => {
        // The placeholder calendar host is unreachable here; its frame's failures are not ours.
        const origin = message.location().url;
        if (origin && !origin.startsWith(new URL(page.url()).origin)) return;
        if (message.type() === 'error' || /hydrat/i.test(message.text())) {
          problems.push(`${page.url()}: ${message.text()}`);
        }
      });
      for (const path of [l.home, l.about, l.contact, l.booking, l.privacy]) {
        await page.goto(path, { waitUntil: 'networkidle' });
        await page.waitForTimeout(300);
      }
      expect(problems).toEqual([]);
    });
  });
}

/** The layout shifts so far that no input explains (what CLS sums), read after `waitMs`. */
function layoutShift(page: Page, waitMs = 250): Promise<number> {
  return page.evaluate(
    (wait) =>
      new Promise<number>((resolve) => {
        let total = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & {
            value: number;
            hadRecentInput: boolean;
          })[]) {
            if (!entry.hadRecentInput) total += entry.value;
          }
        }).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => resolve(total), wait);
      }),
    waitMs,
  );
}

test('the About show has a pause control reachable by keyboard, kept for the visit, and stops by itself', async ({
  page,
}) => {
  await page.goto('/en/about');
  const pause = page.getByRole('button', { name: en.AboutPage.showPause });
  await expect(pause).toBeVisible();
  // The first stop in the page after the header's links.
  const first = page.getByRole('main').locator('a[href], button, input, select, textarea');
  await expect(first.first()).toHaveAccessibleName(en.AboutPage.showPause);
  // The control flipped from "play" to "pause" as the show started, without moving anything.
  expect(await layoutShift(page)).toBe(0);
  await pause.focus();
  await page.keyboard.press('Enter');
  const play = page.getByRole('button', { name: en.AboutPage.showPlay });
  await expect(play).toBeFocused();
  await page.reload();
  await expect(page.getByRole('button', { name: en.AboutPage.showPlay })).toBeVisible();
  await page.getByRole('button', { name: en.AboutPage.showPlay }).click();
  await expect(pause).toBeVisible();
  // With nobody touching it, the show's own motion ends after a few seconds; the control's label
  // flips back without a layout shift (the last input is seconds before, so it would count).
  await expect(play).toBeVisible({ timeout: 12_000 });
  expect(await layoutShift(page)).toBe(0);
});

test.describe('with reduced motion', () => {
  test.use({ reducedMotion: 'reduce' });

  test('the About page draws no effects and the hero shows at once', async ({ page }) => {
    await page.goto('/en/about');
    await page.waitForTimeout(2500);
    await expect(page.locator('canvas')).toHaveCount(0);
    // Nothing moves, so nothing to pause.
    await expect(page.getByRole('button', { name: en.AboutPage.showPause })).toHaveCount(0);
    await page.goto('/en');
    // The hero's fade-in wrapper is fully visible from the first frame.
    await expect(page.getByRole('heading', { level: 1 }).locator('..')).toHaveCSS('opacity', '1');
  });
});

test.describe('on a 375 px phone', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('home and booking do not shift their layout while loading', async ({ page }) => {
    for (const path of ['/', '/booking']) {
      await page.goto(path, { waitUntil: 'networkidle' });
      expect(await layoutShift(page, 1000), path).toBeLessThan(0.01);
    }
  });

  test('the home page lays out its sections below the hero and the footer only when they come near', async ({
    page,
  }) => {
    await page.goto('/');
    // checkVisibility with contentVisibilityAuto is false for the content of an element whose
    // rendering the browser skips (content-visibility: auto, far from the viewport).
    const rendered = (selector: string) =>
      page
        .locator(selector)
        .evaluate((element) => element.checkVisibility({ contentVisibilityAuto: true }));
    const testimonials = page.locator('#testimonials');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await rendered('#hero-heading')).toBe(true);
    expect(await rendered('#testimonials h2')).toBe(false);
    expect(await rendered('footer h2 >> nth=0')).toBe(false);
    // Still in the accessibility tree: a screen reader (and find-in-page) reaches it.
    await expect(page.getByRole('contentinfo')).toHaveCount(1);
    await expect(testimonials.getByRole('heading', { level: 2 })).toHaveCount(1);
    await testimonials.scrollIntoViewIfNeeded();
    await expect.poll(() => rendered('#testimonials h2')).toBe(true);
    await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
    await expect.poll(() => rendered('footer h2 >> nth=0')).toBe(true);
  });

  test('the About page uses the lighter mobile show', async ({ page }) => {
    await page.goto('/om-oss');
    await expect(page.locator('canvas')).toHaveCount(1);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });
});
