import { expect, test, type Page } from '@playwright/test';
import en from '../../messages/en.json';
import sv from '../../messages/sv.json';

// Each lead form walked with the keyboard only: Tab from the top of the page into the form, every
// field reached in order and filled by typing (selects by type-ahead, checkboxes with Space), the
// focused element always visibly marked, Enter on the submit button, and the success state: the
// form's Server Action stores the lead for real (the suite's rate limit is set high for this in
// playwright.config.ts).

type Step =
  | { id: string; type: string }
  | { id: string; choose: string; expect: string } // a native select, by type-ahead
  | { id: string; space: true } // a checkbox
  | { link: true }; // a link inside the form (e.g. the privacy policy)

interface Walk {
  name: string;
  url: string;
  steps: Step[];
  submit: string;
  /** The success state, checked after Enter. */
  success: (page: Page) => Promise<void>;
}

const walks: Walk[] = [
  {
    name: 'contact',
    url: '/en/contact',
    steps: [
      { id: 'contact-name', type: 'Kim Keyboard' },
      { id: 'contact-email', type: 'kim@example.se' },
      { id: 'contact-company', type: 'Keys AB' },
      { id: 'contact-country', choose: 'Sweden', expect: 'SE' },
      { id: 'contact-phone', type: '70 123 45 67' },
      { id: 'contact-service', choose: 'Relocation', expect: 'relocation' },
      { id: 'contact-message', type: 'Sent without a mouse.' },
      { id: 'contact-consent', space: true },
      { link: true },
    ],
    submit: en.ContactForm.submit,
    success: async (page) => {
      await expect(page.getByText(en.ContactForm.success)).toBeVisible();
      await expect(page.locator('#contact-name')).toHaveValue('');
    },
  },
  {
    name: 'newsletter (permit-troubles page)',
    url: '/services/tillstandstrassel',
    steps: [
      { id: 'newsletter-email', type: 'kim@example.se' },
      { id: 'newsletter-consent', space: true },
      { link: true },
    ],
    submit: sv.NewsletterForm.submit,
    success: async (page) => {
      await expect(page.getByText(sv.NewsletterForm.thanksTitle)).toBeVisible();
    },
  },
  {
    name: 'tech-association',
    url: '/en/techsverige',
    steps: [
      { id: 'techsverige-companyName', type: 'Keys Tech AB' },
      { id: 'techsverige-organizationNumber', type: '556677-8899' },
      { id: 'techsverige-firstName', type: 'Kim' },
      { id: 'techsverige-lastName', type: 'Keyboard' },
      { id: 'techsverige-mobile', type: '070-1234567' },
      { id: 'techsverige-email', type: 'kim@example.se' },
      { id: 'techsverige-message', type: 'We are members.' },
    ],
    submit: en.TechsverigeForm.submit,
    success: async (page) => {
      await expect(
        page.getByRole('heading', { name: en.TechsverigeForm.thanksTitle }),
      ).toBeVisible();
    },
  },
  {
    name: 'reference',
    url: '/referens',
    steps: [
      { id: 'reference-company', type: 'Kund AB' },
      { id: 'reference-name', type: 'Karin Berg' },
      { id: 'reference-title', type: 'HR-chef' },
      { id: 'reference-email', type: 'karin@example.se' },
      { id: 'reference-phone', type: '08-123 456' },
      { id: 'reference-reference', type: 'Mycket bra samarbete.' },
      { id: 'reference-consentPrivacy', space: true },
      { link: true },
      { id: 'reference-consentMarketing', space: true },
    ],
    submit: sv.ReferenceForm.submit,
    success: async (page) => {
      await expect(page.getByRole('heading', { name: sv.ReferenceForm.thanksTitle })).toBeVisible();
    },
  },
  {
    name: 'academy registration',
    url: '/en/academy',
    steps: [
      { id: 'academy-contactName', type: 'Kim Keyboard' },
      { id: 'academy-contactEmail', type: 'kim@example.se' },
      { id: 'academy-contactPhone', type: '070-1234567' },
      { id: 'academy-contactPosition', type: 'HR' },
      { id: 'academy-companyName', type: 'Keys AB' },
      { id: 'academy-companyOrgNumber', type: '556677-8899' },
      { id: 'academy-billingAddress', type: 'Tangentgatan 1' },
      { id: 'academy-billingZipCode', type: '111 22' },
      { id: 'academy-billingCity', type: 'Stockholm' },
      { id: 'academy-billingCountry', type: 'Sweden' },
      { id: 'academy-invoiceReference', type: 'KEY-1' },
      { id: 'academy-invoiceEmail', type: 'invoice@example.se' },
      { id: 'academy-message', type: 'Two seats, please.' },
    ],
    submit: en.AcademyForm.submit,
    success: async (page) => {
      await expect(page.getByText(en.AcademyForm.confirmationTitle)).toBeVisible();
      await expect(page.getByText(en.AcademyForm.success)).toBeVisible();
    },
  },
];

interface Focused {
  id: string;
  tag: string;
  type: string | null;
  text: string;
  /** A visible focus mark: an outline or a box-shadow that the element lacks when unfocused. */
  marked: boolean;
}

const focused = (page: Page) =>
  page.evaluate((): Focused | null => {
    const element = document.activeElement;
    if (!(element instanceof HTMLElement) || element === document.body) return null;
    // A box-shadow layer looks like "rgb(173, 207, 235) 0px 0px 0px 2px"; a transparent or
    // zero-size layer (Tailwind's placeholders) draws nothing.
    const shadowLayers = (value: string) =>
      (value === 'none' ? [] : value.split(/,(?![^(]*\))/)).filter((layer) => {
        const color = /rgba?\(([^)]*)\)/.exec(layer)?.[1]?.split(',').map(Number) ?? [];
        const alpha = color.length === 4 ? (color[3] ?? 0) : 1;
        const sizes = layer.replace(/rgba?\([^)]*\)/, '').match(/-?[\d.]+px/g) ?? [];
        const [, , blur = '0', spread = '0'] = sizes.map((size) => size.replace('px', ''));
        return alpha > 0 && (parseFloat(blur) > 0 || parseFloat(spread) > 0);
      });
    const mark = (style: CSSStyleDeclaration) => ({
      outline: style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0,
      shadows: shadowLayers(style.boxShadow).map((layer) => layer.trim()),
    });
    // The same element unfocused: a hidden clone beside it, so a resting shadow (shadow-sm)
    // does not count as a focus mark.
    const clone = element.cloneNode(false) as HTMLElement;
    clone.removeAttribute('id');
    clone.style.visibility = 'hidden';
    clone.style.position = 'absolute';
    element.after(clone);
    const resting = mark(getComputedStyle(clone));
    clone.remove();
    const now = mark(getComputedStyle(element));
    return {
      id: element.id,
      tag: element.localName,
      type: element.getAttribute('type'),
      text: element.textContent?.trim() ?? '',
      marked:
        (now.outline && !resting.outline) ||
        now.shadows.some((layer) => !resting.shadows.includes(layer)),
    };
  });

/** Presses Tab and returns what got focus, checking that it is visibly marked. */
async function tab(page: Page): Promise<Focused> {
  await page.keyboard.press('Tab');
  const now = await focused(page);
  if (!now) throw new Error('Tab moved focus to nothing');
  expect(now.marked, `focus mark on ${now.tag}#${now.id} "${now.text.slice(0, 30)}"`).toBe(true);
  return now;
}

for (const walk of walks) {
  test(`keyboard only: ${walk.name} form`, async ({ page }) => {
    const posted: string[] = [];
    page.on('request', (request) => {
      const action = request.method() === 'POST' && 'next-action' in request.headers();
      if (action && new URL(request.url()).pathname === walk.url) posted.push(request.url());
    });
    await page.goto(walk.url);
    await page.waitForLoadState('networkidle');

    // From the top of the page into the form.
    const [first] = walk.steps;
    if (!first || !('id' in first)) throw new Error('a walk starts with a field');
    let current = await tab(page);
    for (let presses = 1; current.id !== first.id; presses += 1) {
      expect(presses, `Tab reaches #${first.id}`).toBeLessThan(80);
      current = await tab(page);
    }

    const visited = new Set<string>();
    for (const [index, step] of walk.steps.entries()) {
      if (index > 0) current = await tab(page);
      if ('link' in step) {
        expect(current.tag, 'a link inside the form').toBe('a');
        continue;
      }
      expect(current.id, 'the next field in Tab order').toBe(step.id);
      visited.add(step.id);
      const field = page.locator(`#${step.id}`);
      if ('type' in step) {
        await page.keyboard.type(step.type);
        await expect(field).toHaveValue(step.type);
      } else if ('choose' in step) {
        await page.keyboard.type(step.choose);
        await expect(field).toHaveValue(step.expect);
      } else {
        await page.keyboard.press('Space');
        await expect(field).toBeChecked();
      }
    }

    // Every control a visitor can reach was reached (the honeypot is out of the Tab order).
    const form = page.locator('form').filter({ has: page.locator(`#${first.id}`) });
    const controls = await form
      .locator('input:not([tabindex="-1"]):not([type="hidden"]), select, textarea')
      .evaluateAll((elements) =>
        elements
          .filter((element) => (element as HTMLElement).offsetParent !== null)
          .map((e) => e.id),
      );
    expect(controls.sort()).toEqual([...visited].sort());

    const submit = await tab(page);
    expect(submit).toMatchObject({ tag: 'button', type: 'submit', text: walk.submit });
    await page.keyboard.press('Enter');
    await walk.success(page);
    expect(posted).toHaveLength(1);
  });
}
