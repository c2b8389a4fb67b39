/** @jest-environment node */
import { clientIp } from '@/lib/api/client-ip';
import { isSameOrigin } from '@/lib/api/origin';
import { isJsonContentType, readJsonBody } from '@/lib/api/read-body';

// The guard's pieces on their own (no database); the routes' tests cover them end to end, the
// rate limit has its own (rate-limit.test.ts).

describe('clientIp behind two proxies (the full table: tests/unit/client-ip.test.ts)', () => {
  const twoProxies = { trustedProxyHops: 2, vercel: false };
  test.each([
    [{ 'x-forwarded-for': '203.0.113.7, 10.0.0.1' }, '203.0.113.7'],
    [{ 'x-forwarded-for': ' 2001:db8::1 ' }, '2001:db8::1'],
    // X-Real-IP is as forgeable as X-Forwarded-For and no longer read.
    [{ 'x-real-ip': '198.51.100.2' }, 'unknown'],
    [{ 'x-forwarded-for': '', 'x-real-ip': '198.51.100.2' }, 'unknown'],
    [{}, 'unknown'],
  ])('%j -> %s', (headers, ip) => {
    expect(clientIp(new Headers(headers), twoProxies)).toBe(ip);
  });
});

describe('isSameOrigin', () => {
  const request = (headers: Record<string, string>) =>
    new Request('http://127.0.0.1:3303/api/x', {
      method: 'POST',
      headers: { host: '127.0.0.1:3303', ...headers },
    });

  test.each([
    ['same origin', { origin: 'http://127.0.0.1:3303', 'sec-fetch-site': 'same-origin' }, true],
    ['no headers at all (curl, server)', {}, true],
    ['origin only (older browser)', { origin: 'http://127.0.0.1:3303' }, true],
    ['the canonical site origin', { origin: 'https://www.talentbridge.se' }, true],
    ['another port', { origin: 'http://127.0.0.1:3000' }, false],
    ['another scheme', { origin: 'https://127.0.0.1:3303' }, false],
    ['cross-site metadata', { 'sec-fetch-site': 'cross-site' }, false],
    ['user-initiated metadata', { 'sec-fetch-site': 'none' }, false],
    ['null origin', { origin: 'null' }, false],
    ['garbage origin', { origin: 'not a url' }, false],
  ])('%s -> %s', (_name, headers, expected) => {
    const built = request(headers);
    expect(isSameOrigin(built.headers, built.url)).toBe(expected);
  });
});

describe('isSameOrigin believes X-Forwarded-Host/-Proto only from a declared proxy', () => {
  const noProxy = { trustedProxyHops: 0, vercel: false };
  const oneProxy = { trustedProxyHops: 1, vercel: false };
  const vercel = { trustedProxyHops: 0, vercel: true };
  const forged = {
    host: '127.0.0.1:3303',
    origin: 'https://evil.example',
    'x-forwarded-host': 'evil.example',
    'x-forwarded-proto': 'https',
  };
  const check = (headers: Record<string, string>, trust: typeof noProxy, url?: string) =>
    isSameOrigin(new Headers(headers), url, trust);

  test('no proxy declared: the forwarded host is the client’s word, refused', () => {
    expect(check(forged, noProxy, 'http://127.0.0.1:3303/api/x')).toBe(false);
    expect(check(forged, noProxy)).toBe(false); // a Server Action (headers only)
    // ...and the Host the browser really addressed still counts, in either scheme for an action.
    expect(check({ host: 'shop.example', origin: 'https://shop.example' }, noProxy)).toBe(true);
    expect(check({ host: 'shop.example', origin: 'http://shop.example' }, noProxy)).toBe(true);
  });

  test('one proxy declared: the entry it wrote is the host the browser addressed', () => {
    expect(check(forged, oneProxy)).toBe(true);
    const prefixed = { ...forged, 'x-forwarded-host': 'evil.example, www.talentbridge.se' };
    expect(check(prefixed, oneProxy)).toBe(false);
    const proto = {
      host: 'app:3000',
      origin: 'https://shop.example',
      'x-forwarded-host': 'shop.example',
    };
    expect(check({ ...proto, 'x-forwarded-proto': 'https' }, oneProxy)).toBe(true);
    expect(check({ ...proto, 'x-forwarded-proto': 'http' }, oneProxy)).toBe(false);
  });

  test('on Vercel the platform writes them', () => {
    expect(check(forged, vercel)).toBe(true);
  });
});

describe('readJsonBody', () => {
  const post = (body: BodyInit, headers: Record<string, string> = {}) =>
    new Request('http://localhost/api/x', { method: 'POST', body, headers });

  test('parses JSON up to the cap', async () => {
    expect(await readJsonBody(post('{"a":1}'), 7)).toEqual({ kind: 'ok', value: { a: 1 } });
    expect(await readJsonBody(post('{"a":12}'), 7)).toEqual({ kind: 'tooLarge' });
  });

  test('trusts a large Content-Length enough to refuse without reading', async () => {
    expect(await readJsonBody(post('{}', { 'content-length': '40000' }))).toEqual({
      kind: 'tooLarge',
    });
  });

  test.each(['', '{', 'undefined'])('%j is invalid', async (raw) => {
    expect(await readJsonBody(post(raw))).toEqual({ kind: 'invalid' });
  });

  test.each([
    ['application/json', true],
    ['application/json; charset=UTF-8', true],
    ['APPLICATION/JSON', true],
    ['application/problem+json', false],
    ['text/json', false],
    [null, false],
  ])('content type %s -> %s', (type, expected) => {
    expect(isJsonContentType(type)).toBe(expected);
  });
});
