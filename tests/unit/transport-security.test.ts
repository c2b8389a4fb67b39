/** @jest-environment node */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { STRICT_TRANSPORT_SECURITY } from '@/lib/security/headers';
import {
  addHttpsOnlyHeaders,
  servedOverHttps,
  type TransportFacts,
} from '@/lib/security/transport';

const noProxy = { trustedProxyHops: 0, vercel: false };
const oneProxy = { trustedProxyHops: 1, vercel: false };

function facts(overrides: Partial<TransportFacts> & { proto?: string }): TransportFacts {
  const { proto, ...rest } = overrides;
  return {
    production: true,
    encrypted: false,
    headers: new Headers(proto ? { 'x-forwarded-proto': proto } : {}),
    siteUrl: 'https://www.talentbridge.se',
    trust: noProxy,
    ...rest,
  };
}

describe('a request arrived over https', () => {
  test('never in development, whatever the connection or the headers say', () => {
    expect(servedOverHttps(facts({ production: false, encrypted: true }))).toBe(false);
    expect(servedOverHttps(facts({ production: false, proto: 'https', trust: oneProxy }))).toBe(
      false,
    );
  });

  test('plain http on localhost: no', () => {
    expect(servedOverHttps(facts({}))).toBe(false);
  });

  test('a TLS connection to the server itself: yes', () => {
    expect(servedOverHttps(facts({ encrypted: true }))).toBe(true);
  });

  test('X-Forwarded-Proto: https counts only from a trusted proxy, for an https site', () => {
    expect(servedOverHttps(facts({ proto: 'https' }))).toBe(false); // the client's own word
    expect(servedOverHttps(facts({ proto: 'https', trust: oneProxy }))).toBe(true);
    expect(servedOverHttps(facts({ proto: 'http', trust: oneProxy }))).toBe(false);
    // The client's entry on the left, our proxy's on the right.
    expect(servedOverHttps(facts({ proto: 'https, http', trust: oneProxy }))).toBe(false);
    expect(
      servedOverHttps(facts({ proto: 'https', trust: oneProxy, siteUrl: 'http://intranet' })),
    ).toBe(false);
    expect(
      servedOverHttps(facts({ proto: 'https', trust: { trustedProxyHops: 0, vercel: true } })),
    ).toBe(true);
  });
});

test('a response over https gets HSTS and upgrade-insecure-requests added to its policy', async () => {
  const server = http.createServer((request, response) => {
    if (request.url === '/https') addHttpsOnlyHeaders(response);
    response.setHeader('Content-Security-Policy', "default-src 'self'");
    response.end('page');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  try {
    const https = await fetch(`http://127.0.0.1:${port}/https`);
    expect(https.headers.get('strict-transport-security')).toBe(STRICT_TRANSPORT_SECURITY);
    expect(https.headers.get('content-security-policy')).toBe(
      "default-src 'self'; upgrade-insecure-requests",
    );
    const plain = await fetch(`http://127.0.0.1:${port}/plain`);
    expect(plain.headers.get('strict-transport-security')).toBeNull();
    expect(plain.headers.get('content-security-policy')).toBe("default-src 'self'");
  } finally {
    server.close();
  }
});

test('headers given to writeHead itself are upgraded too', async () => {
  const server = http.createServer((_request, response) => {
    addHttpsOnlyHeaders(response);
    response.writeHead(200, { 'Content-Security-Policy': "default-src 'none'" });
    response.end('{}');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  try {
    const answer = await fetch(`http://127.0.0.1:${port}/`);
    expect(answer.headers.get('content-security-policy')).toBe(
      "default-src 'none'; upgrade-insecure-requests",
    );
    expect(answer.headers.get('strict-transport-security')).toBe(STRICT_TRANSPORT_SECURITY);
  } finally {
    server.close();
  }
});
