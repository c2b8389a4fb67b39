import { expect, test, type Page } from '@playwright/test';
import en from '../../messages/en.json';
import sv from '../../messages/sv.json';
import { inspectFocus } from './support/focus';

// Tabbing through each page type as a keyboard user: every stop shows a focus indicator that is
// drawn (an outline or a box-shadow ring), not clipped by an ancestor that clips its content,
// and not covered by something else (support/focus.ts). WCAG 2.4.7, 2.4.11 and 1.4.11; the
// indicator's colours are checked against the page backgrounds in tests/unit/focus-contrast.test.ts.

const pages = ['/', '/en/contact', '/en/salary-verification', '/en/faq', '/en/about'];
const MAX_STOPS = 250;

async function ready(page: Page, path: string) {
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  // Hydrated: the chat button (a client leaf of every page) is there.
  const chat = (path.startsWith('/en') ? en : sv).Chat.button;
  await expect(page.getByRole('button', { name: chat })).toBeVisible();
}

/** Tabs from the top of the page until focus comes round again; every stop's problems. */
async function tabThrough(page: Page) {
  const seen = new Set<string>();
  const problems: string[] = [];
  let stops = 0;
  let last: string | undefined;
  for (let press = 0; press < MAX_STOPS; press += 1) {
    await page.keyboard.press('Tab');
    const stop = await inspectFocus(page);
    if (!stop) {
      if (stops > 0) break; // past the last stop: focus left the page
      continue;
    }
    // A native date field takes one Tab per part (day, month, year): the same element again
    // right after itself is the same stop, not focus coming round.
    if (stop.key === last) continue;
    last = stop.key;
    if (seen.has(stop.key)) break;
    seen.add(stop.key);
    stops += 1;
    problems.push(...stop.problems.map((problem) => `${stop.label}: ${problem}`));
  }
  return { stops, problems };
}

for (const path of pages) {
  test(`${path}: every Tab stop shows a visible, unclipped, uncovered focus indicator`, async ({
    page,
  }) => {
    test.slow(); // dozens of stops, each inspected in the page
    await ready(page, path);
    const { stops, problems } = await tabThrough(page);
    expect(problems).toEqual([]);
    expect(stops, 'Tab reached the page').toBeGreaterThan(10);
    expect(stops, 'Tab came round').toBeLessThan(MAX_STOPS);
  });
}

test('/faq: the category buttons draw their focus ring outside the card', async ({ page }) => {
  // The ring used to be clipped by the card's overflow-hidden: focused and unfocused looked alike.
  await page.goto('/faq');
  const category = page.locator('[data-accordion-trigger]').first();
  await category.scrollIntoViewIfNeeded();
  const before = await category.screenshot({ animations: 'disabled' });
  await category.focus();
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Tab');
  await expect(category).toBeFocused();
  const stop = await inspectFocus(page);
  expect(stop?.problems).toEqual([]);
  const after = await category.screenshot({ animations: 'disabled' });
  expect(after.equals(before)).toBe(false);
});

test('tabbing through the untouched contact form shows no error', async ({ page }) => {
  test.slow();
  await ready(page, '/en/contact');
  await tabThrough(page);
  const form = page.locator('form').filter({ has: page.locator('#contact-name') });
  await expect(form.getByRole('alert')).toHaveCount(0);
  await expect(form.locator('[aria-invalid="true"]')).toHaveCount(0);
});

test('the skip link is padded and covers neither the logo nor the navigation', async ({ page }) => {
  await ready(page, '/en');
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: en.Header.skipToContent });
  await expect(skip).toBeFocused();
  const padding = await skip.evaluate((link) => {
    const style = getComputedStyle(link);
    return [style.paddingTop, style.paddingLeft].map(parseFloat);
  });
  expect(Math.min(...padding)).toBeGreaterThanOrEqual(8);
  const box = await skip.boundingBox();
  const header = await page.locator('header').first().boundingBox();
  if (!box || !header) throw new Error('no box');
  expect(box.y).toBeGreaterThanOrEqual(header.y + header.height);
  await page.keyboard.press('Enter');
  await expect(page.locator('main')).toBeFocused();
});
