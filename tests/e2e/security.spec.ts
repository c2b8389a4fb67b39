import { createHash } from 'node:crypto';
import { expect, test, type APIResponse, type Page } from '@playwright/test';
import { locales, routes } from './routes';

// The Content-Security-Policy of each page type (docs/security.md). Pages whose HTML is fixed at
// build time get a script-src of their own inline-script hashes, without 'unsafe-inline'
// (scripts/csp-hashes.mjs, run after `next build`). Pages whose HTML can change at run time keep
// 'unsafe-inline': the ISR pages below, dynamically rendered 404s. Also runs against a
// deployment (BASE_URL), where it checks that the host applies the per-page headers.

/** Pages that revalidate (ISR): their inline scripts change with their content. */
const regenerated = new Set<string>(['faq', 'academy', 'salary']);

function directives(response: APIResponse): Map<string, string[]> {
  const policy = response.headers()['content-security-policy'] ?? '';
  return new Map(
    policy
      .split(';')
      .map((directive) => directive.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name = '', ...sources]) => [name, sources]),
  );
}

/** sha256 sources of the executable inline scripts of a served page. */
function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes = '', body = ''] of html.matchAll(
    /<script\b([^>]*)>([\s\S]*?)<\/script>/gi,
  )) {
    if (/\ssrc=/i.test(attributes) || /type="application\/ld\+json"/i.test(attributes)) continue;
    hashes.add(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
  }
  return [...hashes];
}

function expectBaseline(csp: Map<string, string[]>) {
  expect(csp.get('object-src')).toEqual(["'none'"]);
  expect(csp.get('base-uri')).toEqual(["'none'"]);
  expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
  expect(csp.get('default-src')).toEqual(["'self'"]);
  expect(csp.get('script-src')).not.toContain("'unsafe-eval'");
  // Other hosts are exact origins: no wildcard may run scripts, WebSockets only connect.
  expect((csp.get('script-src') ?? []).filter((source) => source.includes('*'))).toEqual([]);
  for (const [name, sources] of csp) {
    if (name !== 'connect-src') expect(sources.filter((s) => s.startsWith('wss:'))).toEqual([]);
  }
}

test('each page type carries its Content-Security-Policy', async ({ request }) => {
  for (const route of routes) {
    for (const locale of locales) {
      const path = route[locale];
      const response = await request.get(path);
      expect(response.status(), path).toBe(200);
      expect(response.headers()['x-powered-by'], path).toBeUndefined();
      const csp = directives(response);
      expectBaseline(csp);
      const scriptSrc = csp.get('script-src') ?? [];
      if (regenerated.has(route.id)) {
        expect(scriptSrc, `${path} (ISR) keeps 'unsafe-inline'`).toContain("'unsafe-inline'");
        continue;
      }
      expect(scriptSrc, `${path}: no 'unsafe-inline'`).not.toContain("'unsafe-inline'");
      const hashes = inlineScriptHashes(await response.text());
      expect(hashes.length, `${path} has inline scripts`).toBeGreaterThan(0);
      expect(scriptSrc, `${path}: every inline script is allowed by its hash`).toEqual(
        expect.arrayContaining(hashes),
      );
    }
  }

  for (const path of ['/finns-inte', '/en/does-not-exist']) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(404);
    expectBaseline(directives(response));
    expect(directives(response).get('script-src'), `${path} (dynamic 404)`).toContain(
      "'unsafe-inline'",
    );
  }

  const api = await request.get('/api/salary-parameters');
  expect(api.headers()['content-security-policy']).toBe(
    "default-src 'none'; frame-ancestors 'none'",
  );
  expect(api.headers()['x-powered-by']).toBeUndefined();
});

/** Records CSP violations (the DOM event and Chromium's console message) from the first byte. */
async function watchCsp(page: Page): Promise<() => Promise<string[]>> {
  const console: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) console.push(message.text());
  });
  await page.addInitScript(() => {
    const seen: string[] = [];
    Object.defineProperty(window, '__cspViolations', { value: seen });
    document.addEventListener('securitypolicyviolation', (event) => {
      seen.push(
        `${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber})`,
      );
    });
  });
  return async () => [
    ...(await page.evaluate(
      () => (window as unknown as { __cspViolations: string[] }).__cspViolations,
    )),
    ...console,
  ];
}

/** React has hydrated the page: its nodes carry React's internal keys. */
const hydrated = (page: Page) =>
  page.evaluate(() => {
    const link = document.querySelector('header a');
    return link !== null && Object.keys(link).some((key) => key.startsWith('__react'));
  });

const samples = [
  { path: '/', kind: 'static' },
  { path: '/en/contact', kind: 'static' },
  { path: '/loneverifiering', kind: 'ISR' },
  { path: '/faq', kind: 'ISR' },
  { path: '/en/academy', kind: 'ISR' },
  { path: '/en/does-not-exist', kind: 'dynamic 404', status: 404 },
] as const;

for (const sample of samples) {
  test(`${sample.kind} ${sample.path}: hydrates with zero CSP violations`, async ({ page }) => {
    const violations = await watchCsp(page);
    const response = await page.goto(sample.path);
    expect(response?.status()).toBe('status' in sample ? sample.status : 200);
    await page.waitForLoadState('networkidle');
    await expect.poll(() => hydrated(page)).toBe(true);
    expect(await violations()).toEqual([]);
  });
}

test('the hashed policy is enforced: a foreign inline script is blocked', async ({ page }) => {
  const violations = await watchCsp(page);
  await page.goto('/en/about');
  await page.waitForLoadState('networkidle');
  const ran = await page.evaluate(async () => {
    const script = document.createElement('script');
    script.textContent = 'window.__injected = true;';
    document.head.append(script);
    await new Promise((resolve) => setTimeout(resolve, 100));
    return 'injected' in window || '__injected' in window;
  });
  expect(ran).toBe(false);
  expect((await violations()).join('\n')).toContain('script-src-elem blocked inline');
});

test('navigation between static and ISR pages stays free of violations', async ({ page }) => {
  const violations = await watchCsp(page);
  await page.goto('/en');
  await page.waitForLoadState('networkidle');
  const nav = page.getByRole('navigation', { name: 'Main menu' });
  await nav.getByRole('link', { name: 'FAQ' }).click();
  await expect(page).toHaveURL(/\/en\/faq$/);
  await nav.getByRole('link', { name: 'About' }).click();
  await expect(page).toHaveURL(/\/en\/about$/);
  await page.waitForLoadState('networkidle');
  expect(await violations()).toEqual([]);
});
