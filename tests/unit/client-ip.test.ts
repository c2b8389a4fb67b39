/** @jest-environment node */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { clientIp, normalizeAddress } from '@/lib/api/client-ip';
import type { ProxyTrust } from '@/lib/api/proxy-trust';
import { rateLimitKey, rateLimitSubject } from '@/lib/api/rate-limit';
import {
  dropUntrustedForwardedHeaders,
  dropUntrustedForwardedHeadersOnArrival,
} from '@/lib/api/forwarded-headers';

// The client address behind 0, 1, 2 proxies, on Vercel, and with everything a client can forge.

const config = (overrides: Partial<ProxyTrust> = {}): ProxyTrust => ({
  trustedProxyHops: 0,
  vercel: false,
  ...overrides,
});
// With no proxy declared, the only X-Forwarded-For a request carries is the one Next wrote from
// the socket (lib/api/forwarded-headers.ts drops the client's own as the request arrives).
const socket = (address: string) => ({ 'x-forwarded-for': address });
const ip = (headers: Record<string, string>, overrides: Partial<ProxyTrust> = {}) =>
  clientIp(new Headers(headers), config(overrides));

describe('no proxy (TRUSTED_PROXY_HOPS=0): the socket address', () => {
  test('the address Next wrote; X-Real-IP is ignored', () => {
    expect(ip({ ...socket('192.0.2.10'), 'x-real-ip': '198.51.100.2' })).toBe('192.0.2.10');
    expect(ip({ ...socket('::ffff:127.0.0.1') })).toBe('127.0.0.1');
    expect(ip({ ...socket('2001:DB8::1') })).toBe('2001:db8::1');
  });

  test('anything but one address is not Next’s: unknown', () => {
    expect(ip({ 'x-forwarded-for': '203.0.113.7, 192.0.2.10' })).toBe('unknown');
    expect(ip({ 'x-socket-address': '203.0.113.7' })).toBe('unknown');
    expect(ip({})).toBe('unknown');
    expect(ip({ ...socket('') })).toBe('unknown');
  });
});

describe('behind proxies: counted from the right of X-Forwarded-For', () => {
  test.each([
    [1, '203.0.113.7', '203.0.113.7'],
    [1, 'forged, 203.0.113.7', '203.0.113.7'],
    [1, '1.1.1.1, 2.2.2.2, 203.0.113.7', '203.0.113.7'],
    [2, '203.0.113.7, 10.0.0.1', '203.0.113.7'],
    [2, 'forged, 203.0.113.7, 10.0.0.1', '203.0.113.7'],
    [2, ' 2001:db8::1 ', '2001:db8::1'], // fewer entries than hops: the leftmost
    [3, '203.0.113.7, 10.0.0.1', '203.0.113.7'],
    [1, '203.0.113.7:5123', '203.0.113.7'], // proxies that append the port
    [1, '[2001:db8::7]:443', '2001:db8::7'],
    [1, '::FFFF:10.1.2.3', '10.1.2.3'],
    [1, 'x, not-an-ip', 'unknown'],
    [1, '999.1.1.1', 'unknown'],
    [1, '1.2.3', 'unknown'],
    [1, '2001:db8:::1', 'unknown'],
    [1, `${'1'.repeat(5000)}`, 'unknown'],
    [1, '203.0.113.7,', '203.0.113.7'], // an empty entry is no entry
  ])('hops %i, X-Forwarded-For %j -> %s', (hops, forwarded, expected) => {
    expect(ip({ 'x-forwarded-for': forwarded }, { trustedProxyHops: hops })).toBe(expected);
  });

  test('no X-Forwarded-For at all (the proxy was bypassed): the one Next wrote', () => {
    expect(ip({ ...socket('192.0.2.10') }, { trustedProxyHops: 1 })).toBe('192.0.2.10');
    expect(ip({ 'x-forwarded-for': ' , ' }, { trustedProxyHops: 2 })).toBe('unknown');
  });
});

describe('on Vercel: x-vercel-forwarded-for', () => {
  test.each([
    [{ 'x-vercel-forwarded-for': '198.51.100.2', 'x-forwarded-for': '1.1.1.1' }, '198.51.100.2'],
    [{ 'x-vercel-forwarded-for': '198.51.100.2, 10.0.0.1' }, '198.51.100.2'],
    [{ 'x-vercel-forwarded-for': '2001:db8::2' }, '2001:db8::2'],
    [{ 'x-forwarded-for': '198.51.100.2' }, 'unknown'],
    [{ 'x-vercel-forwarded-for': 'garbage' }, 'unknown'],
  ])('%j -> %s', (headers, expected) => {
    expect(ip(headers, { vercel: true, trustedProxyHops: 2 })).toBe(expected);
  });
});

test('normalizeAddress', () => {
  expect(normalizeAddress(undefined)).toBeNull();
  expect(normalizeAddress('  10.0.0.1 ')).toBe('10.0.0.1');
  expect(normalizeAddress('[::1]')).toBe('::1');
  expect(normalizeAddress('10.0.0.1:99999x')).toBeNull();
});

describe('the rate-limit key', () => {
  test('one IPv6 /64 is one client; IPv4 addresses are their own', () => {
    expect(rateLimitSubject('2001:db8:1:2:3:4:5:6')).toBe('2001:db8:1:2::/64');
    expect(rateLimitSubject('2001:db8:1:2::ffff')).toBe('2001:db8:1:2::/64');
    expect(rateLimitSubject('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(rateLimitSubject('::1')).toBe('0:0:0:0::/64');
    expect(rateLimitSubject('64:ff9b::192.0.2.1')).toBe('64:ff9b:0:0::/64');
    expect(rateLimitSubject('192.0.2.1')).toBe('192.0.2.1');
    expect(rateLimitSubject('unknown')).toBe('unknown');
  });

  test('holds no address in clear, is stable, and separates routes and /64s', () => {
    const key = rateLimitKey('newsletter-signup', '192.0.2.1');
    expect(key).toMatch(/^newsletter-signup:[A-Za-z0-9_-]{22}$/);
    expect(key).not.toContain('192.0.2.1');
    expect(rateLimitKey('newsletter-signup', '192.0.2.1')).toBe(key);
    expect(rateLimitKey('newsletter-signup', '192.0.2.2')).not.toBe(key);
    expect(rateLimitKey('send-contact-email', '192.0.2.1')).not.toBe(key);
    expect(rateLimitKey('x', '2001:db8::1')).toBe(rateLimitKey('x', '2001:db8::2'));
    expect(rateLimitKey('x', '2001:db8::1')).not.toBe(rateLimitKey('x', '2001:db8:0:1::1'));
  });
});

describe('dropUntrustedForwardedHeadersOnArrival', () => {
  async function served(headers: Record<string, string>) {
    const server = http.createServer((request, response) => {
      response.end(JSON.stringify(request.headers));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = server.address() as AddressInfo;
      const response = await fetch(`http://127.0.0.1:${port}/`, { headers });
      return JSON.parse(await response.text()) as Record<string, string>;
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  }
  const forged = {
    forwarded: 'for=203.0.113.9',
    'x-forwarded-for': '203.0.113.7',
    'x-forwarded-host': 'evil.example',
    'x-forwarded-port': '443',
    'x-forwarded-proto': 'https',
    'x-real-ip': '203.0.113.8',
  };

  test('no proxy declared: what a client wrote is gone before the server sees the request', async () => {
    dropUntrustedForwardedHeadersOnArrival();
    dropUntrustedForwardedHeadersOnArrival(); // idempotent
    const headers = await served(forged);
    for (const name of Object.keys(forged))
      expect([name, headers[name]]).toEqual([name, undefined]);
    expect(headers['user-agent']).toBeTruthy();
  });

  test('behind a declared proxy or on Vercel they stay, for lib/api/proxy-trust.ts to read', () => {
    for (const trust of [config({ trustedProxyHops: 1 }), config({ vercel: true })]) {
      const headers = { ...forged };
      dropUntrustedForwardedHeaders(headers, trust);
      expect(headers).toEqual(forged);
    }
    const headers: Record<string, string> = { ...forged, host: 'x' };
    dropUntrustedForwardedHeaders(headers, config());
    expect(headers).toEqual({ host: 'x' });
  });
});
