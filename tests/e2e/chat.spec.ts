import { expect, test, type Page } from '@playwright/test';
import en from '../../messages/en.json';
import sv from '../../messages/sv.json';
import { site } from '@/lib/site';

// Live chat only when asked for (issue: consent). `npm run build:e2e` builds the pages with a
// chat provider at a host that never answers; the provider's script is answered here by a stand-in
// that adds a widget and reports its load, as the real one does.
const CHAT_HOST = new URL(site.chat.scriptUrl).host;
const pages = {
  sv: { path: '/', other: '/en', m: sv },
  en: { path: '/en/about', other: '/om-oss', m: en },
} as const;

function watchChatHost(page: Page) {
  const requests: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).host === CHAT_HOST) requests.push(request.url());
  });
  return requests;
}

async function fakeProvider(page: Page) {
  await page.route(`https://${CHAT_HOST}/**`, (route) =>
    route.fulfill({
      contentType: 'application/javascript',
      body: `(() => {
        const widget = document.createElement('div');
        widget.id = 'fake-chat-widget';
        widget.appendChild(document.createElement('textarea')).ariaLabel = 'chat message';
        document.body.appendChild(widget);
        window.Tawk_API = window.Tawk_API || {};
        window.Tawk_API.maximize = () => { widget.dataset.open = 'true'; };
        window.Tawk_API.onLoad && window.Tawk_API.onLoad();
      })();`,
    }),
  );
}

test.beforeEach(() => {
  test.skip(
    !site.chat.siteId.sv,
    'built without CHAT_SITE_ID_*: run `npm run build:e2e` for this spec',
  );
});

for (const locale of ['sv', 'en'] as const) {
  const { path, other, m } = pages[locale];

  test(`${locale}: nothing from the chat provider before the press, its widget in the page language after`, async ({
    page,
    context,
  }) => {
    const requests = watchChatHost(page);
    await fakeProvider(page);
    await page.goto(path);
    // Interaction of every kind loads nothing.
    await page.mouse.move(200, 300);
    await page.mouse.click(5, 300);
    await page.keyboard.press('Tab');
    await page.mouse.wheel(0, 600);
    await page.waitForTimeout(1500);
    expect(requests).toEqual([]);
    expect(await context.cookies(`https://${CHAT_HOST}`)).toEqual([]);
    await expect(page.locator('script[data-chat-script]')).toHaveCount(0);

    const button = page.getByRole('button', { name: m.Chat.button });
    await expect(button).toBeVisible();
    await button.click();
    // First the notice: who provides the chat, what they receive, a link to the policy.
    const notice = page.getByRole('dialog', { name: m.Chat.noticeTitle });
    await expect(notice).toContainText(site.providers.chat.name);
    await expect(notice.getByRole('link')).toHaveAttribute(
      'href',
      /privacy-policy|integritetspolicy/,
    );
    await expect(notice.getByRole('button', { name: m.Chat.start })).toBeFocused();
    await page.waitForTimeout(500);
    expect(requests).toEqual([]);
    await page.keyboard.press('Enter');
    await expect(page.locator('#fake-chat-widget')).toHaveAttribute('data-open', 'true');
    // Focus went into the widget, not to <body>.
    await expect(page.locator('#fake-chat-widget textarea')).toBeFocused();
    expect(requests).toEqual([`https://${CHAT_HOST}/${site.chat.siteId[locale]}/default`]);
    await expect(button).toBeHidden();

    // The language switch swaps the widget: the other language's page loads its own site ID.
    await page.goto(other);
    const otherLocale = locale === 'sv' ? 'en' : 'sv';
    await expect(page.locator('#fake-chat-widget')).toBeAttached();
    expect(requests.at(-1)).toBe(`https://${CHAT_HOST}/${site.chat.siteId[otherLocale]}/default`);
    await expect(page.locator('script[data-chat-script]')).toHaveAttribute(
      'data-chat-script',
      otherLocale,
    );
  });
}

for (const [locale, path, m] of [
  ['sv', '/kontakt', sv],
  ['en', '/en/faq', en],
] as const) {
  test(`${locale}: a widget that cannot load is explained, with our email and phone`, async ({
    page,
  }) => {
    // The build's chat host does not exist: its script fails at once.
    await page.goto(path);
    await page.getByRole('button', { name: m.Chat.button }).click();
    await page.getByRole('button', { name: m.Chat.start }).click();
    const notice = page.getByRole('alert').filter({ hasText: m.Chat.failedTitle });
    await expect(notice).toBeVisible();
    await expect(notice).toBeFocused();
    await expect(notice.getByRole('link', { name: site.email })).toHaveAttribute(
      'href',
      `mailto:${site.email}`,
    );
    await expect(notice.getByRole('link', { name: site.phone })).toHaveAttribute(
      'href',
      /^tel:\+46/,
    );
    await notice.getByRole('button', { name: m.Chat.close }).click();
    await expect(page.getByRole('button', { name: m.Chat.button })).toBeFocused();
  });
}

test('a widget that never answers: a loading state, then the notice after a few seconds', async ({
  page,
}) => {
  await page.route(`https://${CHAT_HOST}/**`, () => {
    // Never answered.
  });
  await page.goto('/en');
  await page.getByRole('button', { name: en.Chat.button }).click();
  await page.getByRole('button', { name: en.Chat.start }).click();
  const loading = page.getByRole('button', { name: en.Chat.loading });
  await expect(loading).toBeVisible();
  await expect(loading).toBeFocused();
  await expect(page.getByRole('alert').filter({ hasText: en.Chat.failedTitle })).toBeVisible({
    timeout: 10_000,
  });
});

for (const width of [1280, 375]) {
  test(`at ${width} px the chat button covers nothing at the end of the page`, async ({ page }) => {
    await page.setViewportSize({ width, height: 720 });
    await page.goto('/en/contact');
    const button = page.getByRole('button', { name: en.Chat.button });
    await expect(button).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const chat = await button.boundingBox();
    if (!chat) throw new Error('no chat button box');
    // Every link and control of the footer (the privacy link is the last of the page).
    const overlaps = await page.locator('footer a, footer button').evaluateAll(
      (elements, box) =>
        elements
          .map((element) => ({ text: element.textContent, r: element.getBoundingClientRect() }))
          .filter(
            ({ r }) =>
              r.right > box.x &&
              r.left < box.x + box.width &&
              r.bottom > box.y &&
              r.top < box.y + box.height,
          )
          .map(({ text }) => text),
      chat,
    );
    expect(overlaps).toEqual([]);
  });
}

test('on a phone the chat button steps aside while a form is being filled in', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto('/en/contact');
  const button = page.getByRole('button', { name: en.Chat.button });
  await expect(button).toBeVisible();
  await page.locator('#contact-message').focus();
  await expect(button).toBeHidden();
  await page.locator('#contact-message').blur();
  await expect(button).toBeVisible();
});
