import { site } from '@/lib/site';

function originOf(value: string): string | null {
  try {
    return new URL(value).origin;
  } catch {
    return null;
  }
}

// The origin the browser addressed: Host (or the proxy's X-Forwarded-Host) with its scheme. A
// page on another site cannot make a browser send our Host with its own Origin.
function ownOrigins(headers: Headers, requestUrl?: string): Set<string> {
  const url = requestUrl ? new URL(requestUrl) : null;
  const origins = new Set(url ? [url.origin] : []);
  const host = headers.get('x-forwarded-host')?.split(',')[0]?.trim() || headers.get('host');
  const proto =
    headers.get('x-forwarded-proto')?.split(',')[0]?.trim() ||
    url?.protocol.replace(/:$/, '') ||
    'https';
  if (host) {
    const forwarded = originOf(`${proto}://${host}`);
    if (forwarded) origins.add(forwarded);
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
export function isSameOrigin(headers: Headers, requestUrl?: string): boolean {
  const fetchSite = headers.get('sec-fetch-site');
  if (fetchSite !== null && fetchSite !== 'same-origin') return false;
  const origin = headers.get('origin');
  if (origin === null) return true;
  const parsed = originOf(origin); // "null" (sandboxed frames, file://) does not parse
  return parsed !== null && ownOrigins(headers, requestUrl).has(parsed);
}
