import { expect, test } from '@playwright/test';
import { hasLocalBuild, startInstance, type Instance } from './support/instances';

// Strict-Transport-Security and upgrade-insecure-requests only over https (next.config.ts's
// entries for OVER_HTTPS, lib/security/headers.ts). `next start` on plain http sends neither, whatever a client
// claims in X-Forwarded-Proto; behind a trusted TLS proxy (TRUSTED_PROXY_HOPS=1, the proxy
// writing X-Forwarded-Proto: https) every response gets both.

const port = Number(process.env.E2E_PORT ?? 3100) + 30;

test.describe.configure({ mode: 'serial' });
test.skip(
  Boolean(process.env.BASE_URL),
  'starts its own `next start` of the local build; a deployment (BASE_URL) is https already',
);

let proxied: Instance;

test.beforeAll(async ({}, testInfo) => {
  testInfo.setTimeout(90_000);
  expect(hasLocalBuild(), 'no build: run `npm run build` first').toBe(true);
  proxied = await startInstance(port, {
    TRUSTED_PROXY_HOPS: '1',
    SITE_URL: 'https://www.talentbridge.se',
  });
});

test.afterAll(async () => {
  await proxied?.stop();
});

async function scriptOf(html: string): Promise<string> {
  const script = html.match(/<script src="(\/_next\/static\/[^"]+\.js)"/)?.[1];
  expect(script).toBeTruthy();
  return script ?? '';
}

test('plain http: no HSTS, no upgrade-insecure-requests, even when the client says https', async ({
  request,
}) => {
  const claims: Record<string, string>[] = [{}, { 'X-Forwarded-Proto': 'https' }];
  for (const headers of claims) {
    const page = await request.get('/en', { headers });
    expect(page.status()).toBe(200);
    expect(page.headers()['strict-transport-security']).toBeUndefined();
    expect(page.headers()['content-security-policy']).toContain("object-src 'none'");
    expect(page.headers()['content-security-policy']).not.toContain('upgrade-insecure-requests');
    const home = await request.get('/', { headers });
    expect(home.headers()['content-security-policy']).not.toContain('upgrade-insecure-requests');
    const file = await request.get(await scriptOf(await page.text()), { headers });
    expect(file.headers()['strict-transport-security']).toBeUndefined();
    const api = await request.get('/api/salary-parameters', { headers });
    expect(api.headers()['strict-transport-security']).toBeUndefined();
  }
});

test('over https through a trusted proxy: HSTS on every response, upgrade-insecure-requests in the policy', async ({
  request,
}) => {
  const https = { 'X-Forwarded-Proto': 'https' };
  for (const path of ['/en', '/', '/en/faq', '/en/no-such-page']) {
    const page = await request.get(`${proxied.url}${path}`, { headers: https });
    expect(page.headers()['strict-transport-security']).toBe(
      'max-age=63072000; includeSubDomains; preload',
    );
    const policy = page.headers()['content-security-policy'] ?? '';
    expect(policy).toContain("object-src 'none'");
    expect(policy.split('; ')).toContain('upgrade-insecure-requests');
  }
  const page = await request.get(`${proxied.url}/en`, { headers: https });
  const file = await request.get(`${proxied.url}${await scriptOf(await page.text())}`, {
    headers: https,
  });
  expect(file.headers()['strict-transport-security']).toContain('max-age=');
  expect(file.headers()['content-security-policy']).toBeUndefined();
  const api = await request.get(`${proxied.url}/api/salary-parameters`, { headers: https });
  expect(api.headers()['strict-transport-security']).toContain('max-age=');
  expect(api.headers()['content-security-policy']).toBe(
    "default-src 'none'; frame-ancestors 'none'; upgrade-insecure-requests",
  );
  // The same instance, reached over plain http (the proxy says so): neither.
  const plain = await request.get(`${proxied.url}/en`, {
    headers: { 'X-Forwarded-Proto': 'http' },
  });
  expect(plain.headers()['strict-transport-security']).toBeUndefined();
  expect(plain.headers()['content-security-policy']).not.toContain('upgrade-insecure-requests');
});
