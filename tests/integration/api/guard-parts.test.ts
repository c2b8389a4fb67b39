/** @jest-environment node */
import { clientIp } from '@/lib/api/client-ip';
import { isSameOrigin } from '@/lib/api/origin';
import { MemoryRateLimiter, slidingWindowDecision } from '@/lib/api/rate-limit';
import { isJsonContentType, readJsonBody } from '@/lib/api/read-body';

// The guard's pieces on their own (no database); the routes' tests cover them end to end.

describe('MemoryRateLimiter (sliding window)', () => {
  test('allows `limit` per window per key, then says when to retry', () => {
    let now = 1_000_000;
    const limiter = new MemoryRateLimiter({ limit: 3, windowMs: 60_000, now: () => now });
    const hits = [0, 10_000, 20_000].map((offset) => {
      now = 1_000_000 + offset;
      return limiter.consume('a').allowed;
    });
    expect(hits).toEqual([true, true, true]);
    expect(limiter.consume('a')).toEqual({
      allowed: false,
      limit: 3,
      remaining: 0,
      retryAfterSeconds: 40,
    });
    expect(limiter.consume('b').allowed).toBe(true);
    now = 1_000_000 + 59_500;
    expect(limiter.consume('a').retryAfterSeconds).toBe(1);
    now = 1_000_000 + 60_001; // the first hit has left the window, the other two have not
    expect(limiter.consume('a')).toMatchObject({ allowed: true, remaining: 0 });
    expect(limiter.consume('a').allowed).toBe(false);
  });

  test('refused requests do not extend the wait', () => {
    let now = 0;
    const limiter = new MemoryRateLimiter({ limit: 1, windowMs: 10_000, now: () => now });
    limiter.consume('k');
    for (let i = 0; i < 50; i += 1) limiter.consume('k');
    now = 10_001;
    expect(limiter.consume('k').allowed).toBe(true);
  });

  test('keeps at most maxKeys keys', () => {
    const limiter = new MemoryRateLimiter({ limit: 1, maxKeys: 100 });
    for (let i = 0; i < 1000; i += 1) limiter.consume(`ip-${i}`);
    expect(limiter.consume('ip-0').allowed).toBe(true); // the oldest keys were dropped...
    expect(limiter.consume('ip-999').allowed).toBe(false); // ...the newest are kept
  });
});

describe('slidingWindowDecision (the shared limiter; against the database: rate-limit.test.ts)', () => {
  const decide = (elapsedMs: number, current: number, previous: number) =>
    slidingWindowDecision({ limit: 10, windowMs: 60_000, elapsedMs, current, previous });

  test('the previous window weighs what is left of it', () => {
    expect(decide(0, 1, 0)).toEqual({
      allowed: true,
      limit: 10,
      remaining: 9,
      retryAfterSeconds: 0,
    });
    expect(decide(30_000, 5, 10)).toMatchObject({ allowed: true, remaining: 0 }); // 5 + 5
    expect(decide(30_000, 6, 10)).toMatchObject({ allowed: false, retryAfterSeconds: 12 }); // 10 x 18/60 + 7 at 42 s
    expect(decide(54_000, 9, 10).allowed).toBe(true); // 10 x 6/60 + 9
    expect(decide(59_999, 10, 0).allowed).toBe(true);
  });

  test('Retry-After is at least 1 s and at most one window', () => {
    expect(decide(0, 11, 0).retryAfterSeconds).toBe(60);
    expect(decide(59_900, 11, 0).retryAfterSeconds).toBe(12); // 0.1 s + 10.9 s into the next
    expect(decide(0, 500, 500).retryAfterSeconds).toBe(60);
    expect(decide(59_999, 9, 1_000_000).retryAfterSeconds).toBe(1);
  });
});

describe('clientIp behind two proxies (the full table: tests/unit/client-ip.test.ts)', () => {
  const twoProxies = { trustedProxyHops: 2, vercel: false, socketToken: undefined };
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
