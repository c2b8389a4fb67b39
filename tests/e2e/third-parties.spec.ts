import { expect, test, type Page } from '@playwright/test';
import en from '../../messages/en.json';
import sv from '../../messages/sv.json';
import { site } from '@/lib/site';
import { locales, routes } from './routes';

// Nothing from another host before the visitor asks (issue "Honest to every visitor"): no page
// requests anything from a host other than the site's own until the visitor chooses it, and the
// booking calendar loads only when its button is pressed.
const catalogues = { sv, en } as const;
const bookingPath = (locale: (typeof locales)[number]) =>
  routes.find((route) => route.id === 'booking')?.[locale] ?? '/booking';
const originOf = (baseURL: string | undefined) => new URL(baseURL ?? 'http://localhost').origin;

/** Every request the page makes to a host other than the site's own, from now on. */
function foreignRequests(page: Page, origin: string) {
  const foreign: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (!/^(https?|wss?):$/.test(url.protocol)) return; // data:, blob:
    if (url.origin !== origin) foreign.push(request.url());
  });
  return foreign;
}

test.describe('booking calendar', () => {
  for (const locale of locales) {
    const path = bookingPath(locale);
    const t = catalogues[locale].BookingPage;
    const calendar = new URL(site.booking[locale]);

    test(`${locale}: nothing from the calendar host before the press, its frame after`, async ({
      page,
      baseURL,
      context,
    }) => {
      // The placeholder host is unreachable here: a stand-in answers for it.
      await page.route(`${calendar.origin}/**`, (route) =>
        route.fulfill({ contentType: 'text/html', body: '<p>calendar</p>' }),
      );
      const foreign = foreignRequests(page, originOf(baseURL));
      await page.goto(path);
      const main = page.getByRole('main');
      // Who provides it and what loading it means, before anything is loaded.
      await expect(main).toContainText(site.providers.booking.name);
      await page.mouse.wheel(0, 800);
      await page.mouse.move(200, 300);
      await page.waitForTimeout(1000);
      expect(foreign).toEqual([]);
      await expect(page.locator('iframe')).toHaveCount(0);
      expect(await context.cookies(calendar.origin)).toEqual([]);

      await main.getByRole('button', { name: t.load }).click();
      const frame = page.locator('iframe');
      await expect(frame).toHaveAttribute('src', site.booking[locale]);
      await expect(frame).toHaveAttribute('title', t.frameTitle);
      await expect(frame).toBeFocused();
      expect((await frame.boundingBox())?.height).toBe(700);
      await expect(page.frameLocator('iframe').getByText('calendar')).toBeVisible();
      expect(foreign).toEqual([site.booking[locale]]);
    });
  }

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    for (const locale of locales) {
      const path = bookingPath(locale);
      const t = catalogues[locale].BookingPage;

      test(`${locale}: the "open in new window" link, and no button that cannot work`, async ({
        page,
      }) => {
        await page.goto(path);
        const link = page.getByRole('link', { name: t.newWindow });
        await expect(link).toHaveAttribute('href', site.booking[locale]);
        await expect(link).toHaveAttribute('target', '_blank');
        await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
        await expect(page.getByRole('button', { name: t.load })).toHaveCount(0);
        await expect(page.locator('iframe')).toHaveCount(0);
      });
    }
  });
});

test.describe('an empty browser profile, before any interaction', () => {
  for (const route of routes) {
    for (const locale of locales) {
      test(`${route[locale]} requests nothing from another host`, async ({ page, baseURL }) => {
        const foreign = foreignRequests(page, originOf(baseURL));
        await page.goto(route[locale], { waitUntil: 'networkidle' });
        // Idle work (the local office time, near-viewport carousels) has had its chance.
        await page.waitForTimeout(1500);
        expect(foreign).toEqual([]);
      });
    }
  }
});
