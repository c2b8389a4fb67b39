import { isIP } from 'node:net';
import { proxyTrust, trustedForwardedValue, type ProxyTrust } from './proxy-trust';

// The client's address, for rate limiting. The ONLY module that reads X-Forwarded-For: every
// entry of that header is written by whoever sent the request, except the ones that proxies
// we run appended to it, counted from the right (lib/api/proxy-trust.ts decides, for -Host and
// -Proto too). So:
//   - no proxy declared (TRUSTED_PROXY_HOPS=0, the default): the TCP peer's address, which Next
//     writes into X-Forwarded-For once lib/api/forwarded-headers.ts has dropped the client's own
//     (one entry: anything else is not Next's);
//   - TRUSTED_PROXY_HOPS=N: the N-th entry from the right of X-Forwarded-For (the address the
//     outermost of our N proxies saw); with fewer entries, the leftmost;
//   - on Vercel (VERCEL=1): x-vercel-forwarded-for, which Vercel's edge sets and overwrites.
// Anything unusable answers UNKNOWN_CLIENT: one shared bucket, never a fresh one per forgery.

export const UNKNOWN_CLIENT = 'unknown';

/** A bare, canonical IP address from one header entry ("[::1]:443", "1.2.3.4:80"...), or null. */
export function normalizeAddress(entry: string | undefined): string | null {
  let value = entry?.trim() ?? '';
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(value);
  if (bracketed?.[1]) value = bracketed[1];
  else if (/^[\d.]+:\d+$/.test(value)) value = value.slice(0, value.lastIndexOf(':'));
  value = value.toLowerCase();
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(value)?.[1];
  if (mapped) value = mapped;
  return isIP(value) === 0 ? null : value;
}

/**
 * The client address of a request: `request.headers` in a route handler, `await headers()`
 * (next/headers) in a server action.
 */
export function clientIp(headers: Pick<Headers, 'get'>, config: ProxyTrust = proxyTrust()): string {
  if (config.vercel) {
    return (
      normalizeAddress(headers.get('x-vercel-forwarded-for')?.split(',', 1)[0]) ?? UNKNOWN_CLIENT
    );
  }
  const entry =
    config.trustedProxyHops === 0
      ? headers.get('x-forwarded-for')
      : trustedForwardedValue(headers, 'x-forwarded-for', config);
  return normalizeAddress(entry ?? undefined) ?? UNKNOWN_CLIENT;
}
