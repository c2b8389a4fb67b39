import { env } from '@/lib/env';

// Which forwarded headers to believe. X-Forwarded-For, -Host and -Proto are written by whoever
// sends the request; only what proxies we run wrote can be believed: TRUSTED_PROXY_HOPS of them,
// each appending to (or replacing) the header, so their entry is counted from the right, or the
// platform's own edge (Vercel, VERCEL=1), which replaces the headers. With neither, every
// forwarded header is the client's word and is ignored. (Edge-safe: the middleware imports it.)

export interface ProxyTrust {
  trustedProxyHops: number;
  vercel: boolean;
}

export function proxyTrust(): ProxyTrust {
  return { trustedProxyHops: env.TRUSTED_PROXY_HOPS, vercel: env.VERCEL };
}

/** Whether this deployment's forwarded headers come from a proxy we run (declared or platform). */
export function trustsForwardedHeaders(trust: ProxyTrust = proxyTrust()): boolean {
  return trust.vercel || trust.trustedProxyHops > 0;
}

/**
 * The entry of a forwarded header (comma-separated) that our outermost proxy wrote, or null when
 * forwarded headers are not trusted or the header is absent. With N hops: the N-th entry from
 * the right (the leftmost when there are fewer); on Vercel, the first (Vercel replaces it).
 */
export function trustedForwardedValue(
  headers: Pick<Headers, 'get'>,
  name: string,
  trust: ProxyTrust = proxyTrust(),
): string | null {
  if (!trustsForwardedHeaders(trust)) return null;
  const value = headers.get(name) ?? '';
  // Entry by entry, never the whole header split: a client may send thousands of entries.
  if (trust.vercel) {
    for (let from = 0; from <= value.length;) {
      const comma = value.indexOf(',', from);
      const end = comma === -1 ? value.length : comma;
      const entry = value.slice(from, end).trim();
      if (entry !== '') return entry;
      from = end + 1;
    }
    return null;
  }
  let found: string | null = null;
  for (let end = value.length, seen = 0; end >= 0 && seen < trust.trustedProxyHops;) {
    const comma = end === 0 ? -1 : value.lastIndexOf(',', end - 1);
    const entry = value.slice(comma + 1, end).trim();
    if (entry !== '') {
      found = entry;
      seen += 1;
    }
    end = comma;
  }
  return found;
}
