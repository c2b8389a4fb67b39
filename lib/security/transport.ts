import type http from 'node:http';
import type { TLSSocket } from 'node:tls';
import { forwardedProto, proxyTrust, type ProxyTrust } from '@/lib/api/proxy-trust';
import { env } from '@/lib/env';
import { STRICT_TRANSPORT_SECURITY, withUpgradeInsecureRequests } from './headers';
import { onServerRequest } from './server-requests';

// Strict-Transport-Security and the policy's upgrade-insecure-requests, on exactly the responses
// that went over https. Sent over plain http they break the site in Safari: WebKit then asks for
// every script and link of http://localhost over https, where nothing answers, so the page never
// hydrates (Chromium and Firefox exempt localhost). A request went over https when
//   - the server runs in production (`next start`, never `next dev`), and
//   - its own connection is TLS, or SITE_URL is https and a proxy we trust (TRUSTED_PROXY_HOPS,
//     or Vercel's edge) reports X-Forwarded-Proto: https.
// A hook before Next (lib/security/server-requests.ts), registered first, so this covers every
// response: pages, API routes, Next's static files, the gate's refusals. instrumentation.ts
// installs it when the server starts.

export interface TransportFacts {
  production: boolean;
  /** The connection to this server is TLS. */
  encrypted: boolean;
  headers: Pick<Headers, 'get'>;
  siteUrl: string;
  trust: ProxyTrust;
}

/** Whether a request arrived over https, by the rules above. */
export function servedOverHttps(facts: TransportFacts): boolean {
  if (!facts.production) return false;
  if (facts.encrypted) return true;
  return (
    facts.siteUrl.startsWith('https:') && forwardedProto(facts.headers, facts.trust) === 'https'
  );
}

function headersOf(request: http.IncomingMessage): Pick<Headers, 'get'> {
  return {
    get(name: string) {
      const value = request.headers[name.toLowerCase()];
      return Array.isArray(value) ? value.join(', ') : (value ?? null);
    },
  };
}

function requestFacts(request: http.IncomingMessage): TransportFacts {
  return {
    production: process.env.NODE_ENV === 'production',
    encrypted: Boolean((request.socket as TLSSocket | null)?.encrypted),
    headers: headersOf(request),
    siteUrl: env.SITE_URL,
    trust: proxyTrust(),
  };
}

const CSP = 'content-security-policy';

/** Adds the https-only headers to a response as it is written. */
export function addHttpsOnlyHeaders(response: http.ServerResponse): void {
  response.setHeader('Strict-Transport-Security', STRICT_TRANSPORT_SECURITY);
  const writeHead = response.writeHead;
  response.writeHead = function writeHeadOverHttps(
    this: http.ServerResponse,
    ...args: unknown[]
  ): http.ServerResponse {
    const policy = this.getHeader(CSP);
    if (typeof policy === 'string') this.setHeader(CSP, withUpgradeInsecureRequests(policy));
    // Headers handed to writeHead itself: an object as the last argument.
    const given = args.at(-1);
    if (given && typeof given === 'object' && !Array.isArray(given)) {
      const fields = given as Record<string, unknown>;
      for (const name of Object.keys(fields)) {
        const value = fields[name];
        if (name.toLowerCase() === CSP && typeof value === 'string')
          fields[name] = withUpgradeInsecureRequests(value);
      }
    }
    return Reflect.apply(writeHead, this, args) as http.ServerResponse;
  } as typeof response.writeHead;
}

/** Responses that go over https get the https-only headers (lib/security/server-requests.ts). */
export function installTransportSecurity(): void {
  onServerRequest('transport-security', (request, response) => {
    if (servedOverHttps(requestFacts(request))) addHttpsOnlyHeaders(response);
    return false;
  });
}
