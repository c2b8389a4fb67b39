import { site } from '@/lib/site';
import { proxyTrust, trustedForwardedValue, type ProxyTrust } from './proxy-trust';

function originOf(value: string): string | null {
  try {
    return new URL(value).origin;
  } catch {
    return null;
  }
}

// The origin the browser addressed: Host with its scheme, or what a proxy we run reports in
// X-Forwarded-Host/-Proto (lib/api/proxy-trust.ts: from anyone else they are ignored). A page on
// another site cannot make a browser send our Host with its own Origin. Without a trusted
// scheme: the request URL's, or either for a Server Action (which has headers only).
function ownOrigins(
  headers: Headers,
  requestUrl: string | undefined,
  trust: ProxyTrust,
): Set<string> {
  const url = requestUrl ? new URL(requestUrl) : null;
  const origins = new Set(url ? [url.origin] : []);
  const host = trustedForwardedValue(headers, 'x-forwarded-host', trust) ?? headers.get('host');
  const proto = trustedForwardedValue(headers, 'x-forwarded-proto', trust)?.toLowerCase();
  const schemes = proto ? [proto] : url ? [url.protocol.replace(/:$/, '')] : ['https', 'http'];
  for (const scheme of host ? schemes : []) {
    const own = originOf(`${scheme}://${host}`);
    if (own) origins.add(own);
  }
  const canonical = originOf(site.url);
  if (canonical) origins.add(canonical);
  return origins;
}

/**
 * Same-origin only (`requestUrl`: the route handler's request.url; a Server Action has headers
 * only). Browsers send `Sec-Fetch-Site` and `Origin` on every POST made by fetch();
 * when either is present it must say "same origin". A request with neither did not come from a
 * browser page (curl, a server, a monitor): no visitor's browser can be tricked into sending it,
 * so it is allowed through, still rate-limited and validated like any other.
 */
export function isSameOrigin(
  headers: Headers,
  requestUrl?: string,
  trust: ProxyTrust = proxyTrust(),
): boolean {
  const fetchSite = headers.get('sec-fetch-site');
  if (fetchSite !== null && fetchSite !== 'same-origin') return false;
  const origin = headers.get('origin');
  if (origin === null) return true;
  const parsed = originOf(origin); // "null" (sandboxed frames, file://) does not parse
  return parsed !== null && ownOrigins(headers, requestUrl, trust).has(parsed);
}
