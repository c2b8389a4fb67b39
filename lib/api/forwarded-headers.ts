import { subscribe } from 'node:diagnostics_channel';
import type { IncomingHttpHeaders, IncomingMessage } from 'node:http';
import { proxyTrust, trustsForwardedHeaders, type ProxyTrust } from './proxy-trust';

// Headers in which a request names its client's address, host or scheme. Only a proxy we run
// can be believed (lib/api/proxy-trust.ts). With none declared (TRUSTED_PROXY_HOPS=0, not on
// Vercel), what a client wrote into them is dropped as the request arrives, so that Next fills
// X-Forwarded-For with the TCP peer's address and X-Forwarded-Proto with the connection's own
// scheme (it keeps a client's value when there is one: base-server.js, `??=`), and next.config.ts's
// https-only headers, which look at X-Forwarded-Proto, never follow a client's word.
// The middleware cannot do it: Next has filled the headers by the time it runs, and it does not
// run for API routes. (docs/workarounds.md#forwarded-headers)

const CLIENT_FORWARDED_HEADERS: readonly string[] = [
  'forwarded',
  'x-forwarded-for',
  'x-forwarded-host',
  'x-forwarded-port',
  'x-forwarded-proto',
  'x-real-ip',
];

/** Removes the forwarded headers from `headers` unless a proxy we run wrote them. */
export function dropUntrustedForwardedHeaders(
  headers: IncomingHttpHeaders,
  trust: ProxyTrust = proxyTrust(),
): void {
  if (trustsForwardedHeaders(trust)) return;
  for (const name of CLIENT_FORWARDED_HEADERS) delete headers[name];
}

const store = globalThis as typeof globalThis & { __forwardedHeadersFilter?: true };

/**
 * Every request this process's HTTP server receives from now on, before Next sees it (Node's
 * `http.server.request.start` diagnostics channel). instrumentation.ts calls it at server start.
 */
export function dropUntrustedForwardedHeadersOnArrival(): void {
  if (store.__forwardedHeadersFilter) return;
  store.__forwardedHeadersFilter = true;
  subscribe('http.server.request.start', (message) => {
    const { request } = message as { request: IncomingMessage };
    dropUntrustedForwardedHeaders(request.headers);
  });
}
