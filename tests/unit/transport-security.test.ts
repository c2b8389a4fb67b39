/** @jest-environment node */
import nextConfig from '@/next.config';
import { OVER_HTTPS, STRICT_TRANSPORT_SECURITY } from '@/lib/security/headers';

// Strict-Transport-Security and upgrade-insecure-requests go only on responses that went over
// https: next.config.ts's header entries conditioned on OVER_HTTPS, which only a proxy we run can
// satisfy (with none declared, lib/api/forwarded-headers.ts drops a client's X-Forwarded-Proto).
// tests/e2e/transport-security.spec.ts checks the answers of a running server.

type Entry = {
  source: string;
  has?: { type: string; key: string; value?: string }[];
  headers: { key: string; value: string }[];
};

async function entries(): Promise<Entry[]> {
  const headers = nextConfig.headers as () => Promise<Entry[]>;
  return headers();
}

/** The headers a request gets, as Next applies the entries: a later one replaces an earlier one. */
async function headersFor(path: string, forwardedProto?: string): Promise<Record<string, string>> {
  const applied: Record<string, string> = {};
  for (const entry of await entries()) {
    const source = entry.source.startsWith('/_next/static')
      ? /^\/_next\/static\//
      : entry.source.startsWith('/api')
        ? /^\/api\//
        : /^\/(?!_next\/static\/)/;
    if (!source.test(path)) continue;
    const holds = (entry.has ?? []).every(
      (condition) =>
        forwardedProto !== undefined &&
        new RegExp(`^${condition.value ?? '.*'}$`).test(forwardedProto),
    );
    if (!holds) continue;
    for (const { key, value } of entry.headers) applied[key] = value;
  }
  return applied;
}

test('the condition: the last X-Forwarded-Proto entry says https', () => {
  const [condition] = OVER_HTTPS;
  const holds = (value: string) => new RegExp(`^${condition.value}$`).test(value);
  expect(condition.key).toBe('x-forwarded-proto');
  expect(holds('https')).toBe(true);
  expect(holds('http, https')).toBe(true);
  expect(holds('http')).toBe(false);
  expect(holds('https, http')).toBe(false); // our proxy's entry is the last
  expect(holds('xhttps')).toBe(false);
});

test.each(['/en', '/_next/static/chunks/x.js', '/api/salary-parameters'])(
  'plain http, %s: neither header',
  async (path) => {
    for (const proto of [undefined, 'http']) {
      const headers = await headersFor(path, proto);
      expect(headers['X-Content-Type-Options']).toBe('nosniff');
      expect(headers['Strict-Transport-Security']).toBeUndefined();
      expect(headers['Content-Security-Policy'] ?? '').not.toContain('upgrade-insecure-requests');
    }
  },
);

test('over https: HSTS on every response, upgrade-insecure-requests in each policy', async () => {
  const page = await headersFor('/en', 'https');
  expect(page['Strict-Transport-Security']).toBe(STRICT_TRANSPORT_SECURITY);
  expect(page['Content-Security-Policy']?.split('; ')).toContain('upgrade-insecure-requests');
  expect(page['Content-Security-Policy']).toContain("object-src 'none'");
  const file = await headersFor('/_next/static/chunks/x.js', 'https');
  expect(file['Strict-Transport-Security']).toBe(STRICT_TRANSPORT_SECURITY);
  expect(file['Content-Security-Policy']).toBeUndefined();
  const api = await headersFor('/api/salary-parameters', 'https');
  expect(api['Strict-Transport-Security']).toBe(STRICT_TRANSPORT_SECURITY);
  expect(api['Content-Security-Policy']).toBe(
    "default-src 'none'; frame-ancestors 'none'; upgrade-insecure-requests",
  );
});
