import { expect, test, type Page } from '@playwright/test';
import { site } from '@/lib/site';
import { locales, routes } from './routes';

const pathOf = (url: string | null) => (url ? new URL(url).pathname : null);

async function headLinks(page: Page) {
  return page.evaluate(() => ({
    canonical: document.querySelector<HTMLLinkElement>('link[rel="canonical"]')?.href ?? null,
    alternates: Object.fromEntries(
      [...document.querySelectorAll<HTMLLinkElement>('link[rel="alternate"][hreflang]')].map(
        (l) => [l.hreflang, l.href],
      ),
    ),
    robots: document.querySelector<HTMLMetaElement>('meta[name="robots"]')?.content ?? null,
    jsonLd: [...document.querySelectorAll('script[type="application/ld+json"]')].map(
      (s) => s.textContent ?? '',
    ),
  }));
}

for (const route of routes) {
  for (const locale of locales) {
    const path = route[locale];
    test(`${locale} ${path}: prerendered page with full SEO head`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      const headers = response?.headers() ?? {};
      // A page that silently turns dynamic loses these prerender-cache signals.
      expect(
        headers['x-nextjs-prerender'] ?? headers['x-nextjs-cache'] ?? headers['x-vercel-cache'],
      ).toBeTruthy();
      await expect(page.locator('html')).toHaveAttribute('lang', locale);
      await expect(page).toHaveTitle(/Talent Bridge Sweden/);
      await expect(page.locator('h1')).toHaveCount(1);

      const head = await headLinks(page);
      expect(pathOf(head.canonical)).toBe(path);
      expect(pathOf(head.alternates.sv ?? null)).toBe(route.sv);
      expect(pathOf(head.alternates.en ?? null)).toBe(route.en);
      expect(pathOf(head.alternates['x-default'] ?? null)).toBe(route.sv);
      const noindex = 'noindex' in route && route.noindex;
      expect(head.robots).toContain(noindex ? 'noindex' : 'index');

      const types = head.jsonLd.flatMap((text) => {
        const data = JSON.parse(text) as { '@type': string } | { '@type': string }[];
        return (Array.isArray(data) ? data : [data]).map((node) => node['@type']);
      });
      expect(types).toEqual(expect.arrayContaining(['ProfessionalService', 'WebSite']));
      if (route.id !== 'home') expect(types).toContain('BreadcrumbList');

      // The company as e-handelslagen 8 § asks, on every page: name, organisation number and
      // registered office (the running configuration's, lib/site.ts), and the same in JSON-LD.
      const footer = page.getByRole('contentinfo');
      for (const fact of [site.legalName, site.organisationNumber, site.registeredOffice]) {
        await expect(footer).toContainText(fact);
      }
      expect(head.jsonLd.join('')).toContain(`"legalName":${JSON.stringify(site.legalName)}`);
    });
  }
}

test('the Swedish aliases answer with permanent redirects to the canonical pages', async ({
  request,
}) => {
  const aliases: [string, string][] = [
    ['/about', '/om-oss'],
    ['/contact', '/kontakt'],
    ['/tillstand', '/services/tillstandstrassel'],
  ];
  for (const [from, to] of aliases) {
    const response = await request.get(from, { maxRedirects: 0 });
    expect(response.status(), from).toBe(308);
    expect(response.headers().location).toBe(to);
  }
});

test('the language follows the URL only, never Accept-Language', async ({ request }) => {
  const response = await request.get('/', {
    maxRedirects: 0,
    headers: { 'accept-language': 'en-US,en;q=0.9', cookie: 'NEXT_LOCALE=en' },
  });
  expect(response.status()).toBe(200);
  expect(await response.text()).toContain('<html lang="sv"');
});

for (const [path, heading, home] of [
  ['/finns-inte', 'Hoppsan! Sidan hittades inte', 'Till startsidan'],
  ['/en/does-not-exist', 'Oops! Page not found', 'Go to the homepage'],
] as const) {
  test(`unknown path ${path} answers a localized 404`, async ({ page }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(heading);
    await expect(page.getByText('404').first()).toBeVisible();
    expect((await headLinks(page)).robots).toContain('noindex');
    await page.getByRole('main').getByRole('link', { name: home }).click();
    await expect(page).toHaveURL(path.startsWith('/en') ? /\/en$/ : /:\d+\/$/);
  });
}

// Paths with a dot used to bypass the middleware and answer 200 (soft 404s).
for (const [path, heading] of [
  ['/foo.html', 'Hoppsan! Sidan hittades inte'],
  ['/en/foo.html', 'Oops! Page not found'],
  ['/en/x.y/z', 'Oops! Page not found'],
] as const) {
  test(`unknown dotted path ${path} answers a localized 404`, async ({ page }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(heading);
    expect((await headLinks(page)).robots).toContain('noindex');
  });
}

test('real files keep answering 200 beside the dotted 404s', async ({ request }) => {
  for (const [path, type] of [
    ['/robots.txt', 'text/plain'],
    ['/sitemap.xml', 'application/xml'],
    ['/icon.svg', 'image/svg+xml'],
    ['/logos/eures.svg', 'image/svg+xml'],
    ['/og/en', 'image/png'],
  ] as const) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    expect(response.headers()['content-type'], path).toContain(type);
  }
});

test('the language switch is a plain link to the counterpart page', async ({ page }) => {
  await page.goto('/services/kompetensbrist');
  const toEnglish = page.getByRole('link', { name: 'In English' });
  await expect(toEnglish).toHaveAttribute('href', '/en/services/skills-shortage');
  await expect(toEnglish).toHaveAttribute('hreflang', 'en');
  await toEnglish.click();
  await expect(page).toHaveURL(/\/en\/services\/skills-shortage$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  await page.getByRole('link', { name: 'På svenska' }).click();
  await expect(page).toHaveURL(/\/services\/kompetensbrist$/);
});

test('the language switch on a 404 goes to the other home page', async ({ page }) => {
  await page.goto('/en/nowhere');
  await expect(page.getByRole('link', { name: 'På svenska' })).toHaveAttribute('href', '/');
});

test('header navigation lands at the top of the next page', async ({ page }) => {
  await page.goto('/en');
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await page
    .getByRole('navigation', { name: 'Main menu' })
    .getByRole('link', { name: 'FAQ' })
    .click();
  await expect(page).toHaveURL(/\/en\/faq$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test.describe('on a 375 px phone', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('the mobile menu opens, closes on Escape and on navigation', async ({ page }) => {
    await page.goto('/');
    const toggle = page.getByRole('button', { name: 'Öppna menyn' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.click();
    const menu = page.getByRole('navigation', { name: 'Huvudmeny' });
    await expect(menu).toBeVisible();
    await expect(page.getByRole('button', { name: 'Stäng menyn' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(toggle).toBeFocused();

    await toggle.click();
    await menu.getByRole('link', { name: 'Vanliga frågor' }).click();
    await expect(page).toHaveURL(/\/faq$/);
    await expect(page.getByRole('navigation', { name: 'Huvudmeny' })).toBeHidden();
    await expect(page.getByRole('button', { name: 'Öppna menyn' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  });
});

test('the footer shows Swedish office hours and, once scrolled near, the local time', async ({
  browser,
}) => {
  const context = await browser.newContext({ timezoneId: 'Asia/Tokyo', locale: 'en-US' });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error') errors.push(msg.text());
  });
  const officeTimeChunks: string[] = [];
  page.on('response', async (response) => {
    const url = response.url();
    if (/\/_next\/static\/.+\.js$/.test(url) && /LocalOfficeTime"/.test(await response.text()))
      officeTimeChunks.push(url);
  });
  await page.goto('/en');
  const footer = page.getByRole('contentinfo');
  await expect(footer).toContainText('Monday–Friday 08:00–17:00 (Swedish time)');
  // Far below the viewport, the line's code is not even fetched (it would start the browser's
  // time-zone data, a long task on a phone), also after the page has gone idle.
  await page.waitForLoadState('load');
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 2500)));
  expect(officeTimeChunks).toEqual([]);
  await expect(footer.getByTestId('local-office-time')).toHaveCount(0);
  await footer.scrollIntoViewIfNeeded();
  await expect(footer.getByTestId('local-office-time')).toHaveText(
    /Your local time: 4:00 PM – 1:00 AM \(next day\)|Your local time: 3:00 PM – 12:00 AM \(next day\)/,
  );
  await expect(footer).toContainText(`© ${new Date().getFullYear()}`);
  expect(errors.filter((e) => /hydrat/i.test(e))).toEqual([]);
  await context.close();
});

test('sitemap lists indexable pages with alternates; robots points to it', async ({ request }) => {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  const locs = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(
    (m) => new URL(m[1] ?? '').pathname,
  );
  const indexable = routes.filter((route) => !('noindex' in route && route.noindex));
  expect(locs.sort()).toEqual(indexable.flatMap((route) => [route.sv, route.en]).sort());
  expect(sitemap).not.toContain('/referens<');
  expect(sitemap).not.toContain('/en/reference<');
  expect(sitemap).toContain('hreflang="x-default"');
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toMatch(/Sitemap: .*\/sitemap\.xml/);
});

test('pages and API routes carry the security headers', async ({ request }) => {
  const page = (await request.get('/en')).headers();
  expect(page['x-powered-by']).toBeUndefined();
  expect(page['x-content-type-options']).toBe('nosniff');
  expect(page['x-frame-options']).toBe('DENY');
  expect(page['cross-origin-opener-policy']).toBe('same-origin');
  expect(page['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(page['permissions-policy']).toContain('camera=()');
  expect(page['content-security-policy']).toMatch(/object-src 'none'.*base-uri 'none'/);
  const home = (await request.get('/')).headers();
  expect(home['content-security-policy']).toMatch(/object-src 'none'.*base-uri 'none'/);
  expect(home['x-frame-options']).toBe('DENY');

  // Next's hashed static files: transport headers and a year of caching, no document headers.
  const html = await (await request.get('/en')).text();
  const script = html.match(/<script src="(\/_next\/static\/[^"]+\.js)"/)?.[1] ?? '';
  const file = (await request.get(script)).headers();
  expect(file['x-content-type-options']).toBe('nosniff');
  expect(file['cache-control']).toContain('immutable');
  expect(file['content-security-policy']).toBeUndefined();
  expect(file['x-frame-options']).toBeUndefined();
  expect(file['permissions-policy']).toBeUndefined();

  const api = await request.get('/api/salary-parameters');
  expect(api.headers()['content-security-policy']).toBe(
    "default-src 'none'; frame-ancestors 'none'",
  );
  expect(api.headers()['access-control-allow-origin']).toBeUndefined();
});

test('each locale has its own social image', async ({ request }) => {
  for (const locale of locales) {
    const response = await request.get(`/og/${locale}`);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('image/png');
  }
});

test('the copyright year follows the visitor clock, so it is right after New Year without a rebuild', async ({
  page,
}) => {
  const errors: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error') errors.push(msg.text());
  });
  await page.clock.install({ time: new Date('2099-01-01T00:00:05') });
  await page.goto('/en/contact');
  await expect(page.getByRole('contentinfo')).toContainText('© 2099 ');
  expect(errors.filter((e) => /hydrat/i.test(e))).toEqual([]);
});

test('every page hero fades in over 1000 ms, from the first frame on', async ({ page }) => {
  for (const path of ['/', '/en/about', '/kontakt', '/en/services/permit-troubles', '/en/faq']) {
    await page.goto(path);
    // The nearest element around (or at) the h1 that runs an animation.
    const fade = await page.getByRole('heading', { level: 1 }).evaluate((heading) => {
      for (let node: Element | null = heading; node; node = node.parentElement) {
        const css = getComputedStyle(node);
        if (css.animationName !== 'none') {
          return { duration: css.animationDuration, heroText: node.contains(heading) };
        }
      }
      return null;
    });
    expect(fade, path).toEqual({ duration: '1s', heroText: true });
  }
});

test('icons take their look from the icon class; a bolder icon keeps its own stroke width', async ({
  page,
}) => {
  const look = (selector: string) =>
    page
      .locator(selector)
      .first()
      .evaluate((svg) => {
        const css = getComputedStyle(svg);
        return { fill: css.fill, linecap: css.strokeLinecap, width: css.strokeWidth };
      });
  // The permit page's hero facts use the default width; the home page's problem cards are bolder.
  await page.goto('/en/services/permit-troubles');
  expect(await look('main svg.icon:not([stroke-width])')).toEqual({
    fill: 'none',
    linecap: 'round',
    width: '1.75px',
  });
  await page.goto('/en');
  expect(await look('#problems svg.icon[stroke-width="2"]')).toEqual({
    fill: 'none',
    linecap: 'round',
    width: '2px',
  });
});

test('public pages link with plain anchors: nothing is prefetched, navigation loads the page', async ({
  page,
}) => {
  const prefetches: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('_rsc=') || request.headers()['rsc']) prefetches.push(request.url());
  });
  await page.goto('/en');
  await page.waitForLoadState('networkidle');
  expect(prefetches).toEqual([]);
  // A header link is a document navigation: the new page comes with its own HTML.
  const [response] = await Promise.all([
    page.waitForResponse((r) => new URL(r.url()).pathname === '/en/about'),
    page
      .getByRole('navigation', { name: 'Main menu' })
      .getByRole('link', { name: 'About' })
      .click(),
  ]);
  expect(response.headers()['content-type']).toContain('text/html');
  await expect(page).toHaveURL(/\/en\/about$/);
});

test('every page has its content in place in the HTML, not behind a streamed Suspense fallback', async ({
  request,
}) => {
  // A boundary that suspends while the page is prerendered is sent as a fallback plus hidden
  // content that an inline script swaps in: without JavaScript the content stays hidden, and
  // with it the content appears late (the FAQ once had a loading.tsx that did this).
  for (const route of routes) {
    for (const locale of locales) {
      const html = await (await request.get(route[locale])).text();
      expect([route[locale], html.includes('<!--$?-->')]).toEqual([route[locale], false]);
      expect(html).not.toMatch(/<div hidden id="S:\d+">/);
    }
  }
});

test('every page carries its stylesheet twice: the <style> and one copy in the payload', async ({
  request,
}) => {
  // inlineCss writes the CSS into the head and into the inline RSC payload; a stylesheet imported
  // by the root layout or a root not-found would add a third copy (app/layout.tsx).
  const pages = routes.flatMap((route) => locales.map((locale) => route[locale]));
  for (const path of [...pages, '/nope', '/admin/sign-in']) {
    const html = await (await request.get(path)).text();
    // Tailwind's theme layer opens each copy of app/globals.css once.
    expect([path, html.split('@layer theme{').length - 1]).toEqual([path, 2]);
  }
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the FAQ answers and the home testimonials are in the page', async ({ page }) => {
    await page.goto('/en/faq');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
    await page.goto('/en');
    await expect(
      page.getByRole('region', { name: 'Client testimonials' }).getByRole('group'),
    ).toHaveCount(11);
    await expect(
      page.getByRole('region', { name: 'Client testimonials' }).getByRole('group').first(),
    ).toBeVisible();
  });
});

test.describe('with reduced motion', () => {
  test.use({ reducedMotion: 'reduce' });

  test('subpage heroes show at once', async ({ page }) => {
    await page.goto('/en/services/skills-shortage');
    const hero = page.getByRole('heading', { level: 1 }).locator('..');
    await expect(hero).toHaveCSS('animation-name', 'none');
    await expect(hero).toHaveCSS('opacity', '1');
  });
});
