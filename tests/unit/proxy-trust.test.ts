/** @jest-environment node */
import { trustedForwardedValue, trustsForwardedHeaders } from '@/lib/api/proxy-trust';

// One decision for every forwarded header: believed only from proxies we declared (or Vercel).

const headers = (values: Record<string, string>) => new Headers(values);

describe('trusted forwarded headers', () => {
  test('nothing is trusted without a declared proxy or the platform', () => {
    const none = { trustedProxyHops: 0, vercel: false };
    expect(trustsForwardedHeaders(none)).toBe(false);
    const sent = headers({ 'x-forwarded-proto': 'https', 'x-forwarded-host': 'evil.example' });
    expect(trustedForwardedValue(sent, 'x-forwarded-host', none)).toBeNull();
    expect(trustedForwardedValue(sent, 'x-forwarded-proto', none)).toBeNull();
  });

  test.each([
    [1, 'https', 'https'],
    [1, 'https, http', 'http'], // a client wrote "https" in front of what our proxy appended
    [2, 'https, http', 'https'], // CDN (https) in front of our load balancer (http)
    [3, 'https', 'https'], // fewer entries than hops: the leftmost
    [1, ' , ', null],
    [2, 'https,, ,http,', 'https'], // empty entries are no hop
    [1, ',', null],
  ])('%i hops, X-Forwarded-Proto %j -> %s', (hops, value, expected) => {
    const trust = { trustedProxyHops: hops, vercel: false };
    expect(trustsForwardedHeaders(trust)).toBe(true);
    const sent = headers({ 'x-forwarded-proto': value });
    expect(trustedForwardedValue(sent, 'x-forwarded-proto', trust)).toBe(expected);
  });

  test('Vercel replaces the headers: the first entry', () => {
    const trust = { trustedProxyHops: 0, vercel: true };
    const sent = headers({
      'x-forwarded-host': 'www.example.se, other',
      'x-forwarded-proto': 'https',
    });
    expect(trustedForwardedValue(sent, 'x-forwarded-host', trust)).toBe('www.example.se');
    expect(trustedForwardedValue(sent, 'x-forwarded-proto', trust)).toBe('https');
    expect(trustedForwardedValue(headers({}), 'x-forwarded-host', trust)).toBeNull();
    const blankFirst = headers({ 'x-forwarded-host': ' ,, www.example.se, other' });
    expect(trustedForwardedValue(blankFirst, 'x-forwarded-host', trust)).toBe('www.example.se');
  });
});
