import { expect, test } from '@playwright/test';
import en from '../../messages/en.json';
import sv from '../../messages/sv.json';
import { site } from '@/lib/site';

// What people see when they share or bookmark the site: the social cards (compared with the
// approved images in share.spec.ts-snapshots/, looked at by a person when they change), their
// alt texts, the icons, the JSON-LD facts search engines read, and permanent redirects.

for (const locale of ['sv', 'en'] as const) {
  test(`the ${locale} social card matches the approved image`, async ({ request }) => {
    const response = await request.get(`/og/${locale}`);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('image/png');
    expect(await response.body()).toMatchSnapshot(`og-${locale}.png`, { maxDiffPixelRatio: 0.002 });
  });
}

for (const [path, m] of [
  ['/', sv],
  ['/en/faq', en],
] as const) {
  test(`${path}: the social card is described for both card formats`, async ({ page }) => {
    await page.goto(path);
    const alt = m.Brand.socialImageAlt
      .replace('{name}', site.name)
      .replace('{heading}', m.HomePage.heading);
    await expect(page.locator('meta[property="og:image:alt"]')).toHaveAttribute('content', alt);
    await expect(page.locator('meta[name="twitter:image:alt"]')).toHaveAttribute('content', alt);
  });
}

test('favicon.ico, the touch icon and the JSON-LD logo answer as images', async ({
  request,
  page,
}) => {
  for (const [path, type] of [
    ['/favicon.ico', /image\/(x-icon|vnd\.microsoft\.icon)/],
    ['/apple-touch-icon.png', /image\/png/],
    ['/logo-512.png', /image\/png/],
  ] as const) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    expect(response.headers()['content-type'], path).toMatch(type);
  }
  await page.goto('/en');
  await expect(page.locator('link[rel="apple-touch-icon"]')).toHaveAttribute(
    'href',
    '/apple-touch-icon.png',
  );
  await expect(page.locator('link[rel="icon"][href^="/favicon.ico"]')).toHaveCount(1);
});

type Node = Record<string, unknown> & { '@type': string };

async function jsonLd(page: import('@playwright/test').Page): Promise<Node[]> {
  const texts = await page
    .locator('script[type="application/ld+json"]')
    .evaluateAll((scripts) => scripts.map((script) => script.textContent ?? ''));
  return texts.flatMap((text) => {
    const data = JSON.parse(text) as Node | Node[];
    return Array.isArray(data) ? data : [data];
  });
}

test('JSON-LD: one WebSite node with the same facts in both languages, a raster logo', async ({
  page,
}) => {
  const sites: Node[] = [];
  for (const path of ['/', '/en', '/services/tillstandstrassel', '/en/services/skills-shortage']) {
    await page.goto(path);
    const nodes = await jsonLd(page);
    const own = nodes.filter((node) => node['@type'] === 'WebSite');
    expect(own, path).toHaveLength(1);
    sites.push(...own);
    const organization = nodes.find((node) => node['@type'] === 'ProfessionalService');
    expect(organization?.logo).toMatchObject({ url: `${site.url}/logo-512.png`, width: '512' });
    for (const service of nodes.filter((node) => node['@type'] === 'Service')) {
      expect(service, path).not.toHaveProperty('inLanguage');
    }
  }
  for (const node of sites) expect(node).toEqual(sites[0]);
});

test('every alias and language-prefix variant answers with a permanent redirect (308)', async ({
  request,
}) => {
  const aliases: [string, string][] = [
    ['/about', '/om-oss'],
    ['/contact', '/kontakt'],
    ['/tillstand', '/services/tillstandstrassel'],
    ['/sv', '/'],
    ['/sv/om-oss', '/om-oss'],
    ['/sv/faq', '/faq'],
    ['/en/om-oss', '/en/about'],
    ['/en/kontakt', '/en/contact'],
    ['/en/loneverifiering', '/en/salary-verification'],
  ];
  for (const [from, to] of aliases) {
    const response = await request.get(from, { maxRedirects: 0 });
    expect(response.status(), from).toBe(308);
    expect(response.headers().location, from).toBe(to);
  }
});
