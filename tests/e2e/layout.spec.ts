import { expect, test, type Locator } from '@playwright/test';
import en from '../../messages/en.json';
import sv from '../../messages/sv.json';
import { locales, routes } from './routes';

// Layout at the edges: the narrowest phone (320 px, WCAG 1.4.10 reflow), the country-code select
// readable on a phone, and the home hero's four shortcuts as one even row on a desktop.

test.describe('at 320 px', () => {
  test.use({ viewport: { width: 320, height: 640 } });

  for (const route of routes) {
    for (const locale of locales) {
      const path = route[locale];
      test(`${path}: no sideways scroll`, async ({ page }) => {
        await page.goto(path);
        await page.waitForLoadState('networkidle');
        const overflow = await page.evaluate(() => {
          const root = document.documentElement;
          // What sticks out (outside any ancestor that clips it, like a carousel's next slides),
          // to name it in a failure.
          const clipped = (element: Element) => {
            for (let node = element.parentElement; node && node !== document.body;) {
              if (getComputedStyle(node).overflowX !== 'visible') return true;
              node = node.parentElement;
            }
            return false;
          };
          const wide = [...document.querySelectorAll<HTMLElement>('body *')]
            .filter((element) => element.getBoundingClientRect().right > root.clientWidth + 0.5)
            .filter((element) => !clipped(element))
            .slice(0, 3)
            .map((element) => `${element.localName}.${[...element.classList].join('.')}`);
          return { by: root.scrollWidth - root.clientWidth, wide };
        });
        expect(overflow).toEqual({ by: 0, wide: [] });
      });
    }
  }
});

/** Whether the select shows its chosen option's whole text (not "Choose count"). */
function showsWholeOption(select: Locator) {
  return select.evaluate((element) => {
    const control = element as HTMLSelectElement;
    const style = getComputedStyle(control);
    const context = document.createElement('canvas').getContext('2d');
    if (!context) throw new Error('no canvas');
    context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
    const text = control.selectedOptions[0]?.textContent ?? '';
    // Room for text: the content box less the drop-down arrow (about 1.25rem in Chromium).
    const room =
      control.clientWidth -
      parseFloat(style.paddingLeft) -
      parseFloat(style.paddingRight) -
      parseFloat(style.fontSize) * 1.25;
    return { text, fits: context.measureText(text).width <= room };
  });
}

for (const width of [320, 375]) {
  test.describe(`the country-code select at ${width} px`, () => {
    test.use({ viewport: { width, height: 740 } });

    for (const [path, expected] of [
      ['/en/contact', en.ContactForm.countryPlaceholder],
      ['/kontakt', 'Sverige (+46)'],
    ] as const) {
      test(`${path}: shows "${expected}" whole`, async ({ page }) => {
        await page.goto(path);
        const select = page.locator('#contact-country');
        expect(await showsWholeOption(select)).toEqual({ text: expected, fits: true });
      });
    }
  });
}

test('the hero shortcuts are one row of equal heights on a desktop', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  for (const [path, m] of [
    ['/', sv],
    ['/en', en],
  ] as const) {
    await page.goto(path);
    const list = page.getByRole('list', { name: m.HomePage.hero.shortcutsLabel });
    const boxes = await list.getByRole('link').evaluateAll((links) =>
      links.map((link) => {
        const box = link.getBoundingClientRect();
        return { top: Math.round(box.top), height: Math.round(box.height) };
      }),
    );
    expect(boxes).toHaveLength(4);
    const [first] = boxes;
    for (const box of boxes) expect(box, path).toEqual(first);
  }
});
