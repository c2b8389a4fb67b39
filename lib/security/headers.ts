import { site } from '../site';
import { chatSources } from './csp-sources';

// Response headers for pages and API routes (wired in next.config.ts). The page policy allows
// exactly what the site loads: its own assets, the live-chat provider and the booking calendar.
// Links to the scorecard and the tax guide are plain navigations and need no entry.

type Header = { key: string; value: string };

export function contentSecurityPolicy(scriptHashes: readonly string[] = []): string {
  // Exact origins only (lib/security/csp-sources.ts): the chat's script origin is the only other
  // host allowed to run scripts; WebSocket origins go only where they mean something.
  const chat = chatSources(site.chat.scriptUrl, site.chat.origins);
  const booking = [...new Set(Object.values(site.booking).map((url) => new URL(url).origin))];
  // Next's pages carry inline bootstrap scripts, so the policy for every path allows
  // 'unsafe-inline'. After the build, scripts/csp-hashes.mjs gives each page whose HTML is fixed
  // a policy of its own with that page's script hashes instead (docs/security.md).
  const scripts = scriptHashes.length > 0 ? scriptHashes.map((h) => `'${h}'`) : ["'unsafe-inline'"];
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...scripts, ...chat.script],
    'style-src': ["'self'", "'unsafe-inline'", ...chat.assets],
    'img-src': ["'self'", 'data:', 'blob:', ...chat.assets],
    'font-src': ["'self'", 'data:', ...chat.assets],
    'connect-src': ["'self'", ...chat.connect],
    'frame-src': [...booking, ...chat.assets],
    'media-src': ["'self'", ...chat.assets],
    'worker-src': ["'self'", 'blob:'],
    'manifest-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'none'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
  const policy = Object.entries(directives).map(([name, values]) => `${name} ${values.join(' ')}`);
  return policy.join('; ');
}

// HTTPS only: sent only on a response that itself went over https (OVER_HTTPS below). Over plain
// http (`next dev`, `next start` on localhost) they would make Safari ask for every script and
// link over https on localhost, where nothing answers, so the page would never hydrate.
export const STRICT_TRANSPORT_SECURITY = 'max-age=63072000; includeSubDomains; preload';
export const UPGRADE_INSECURE_REQUESTS = 'upgrade-insecure-requests';

/** A policy with `upgrade-insecure-requests` added (once). */
export function withUpgradeInsecureRequests(policy: string): string {
  return policy.split(/;\s*/).includes(UPGRADE_INSECURE_REQUESTS)
    ? policy
    : `${policy}; ${UPGRADE_INSECURE_REQUESTS}`;
}

/**
 * The condition (a next.config.ts `has`) of a request that arrived over https: X-Forwarded-Proto
 * says so in its last entry. Only a proxy we run can have written it: with none declared, a
 * client's own is dropped as the request arrives (lib/api/forwarded-headers.ts), and Next fills
 * the header only after these conditions are matched.
 */
export const OVER_HTTPS = [
  { type: 'header', key: 'x-forwarded-proto', value: '(?:[^,]*,\\s*)*https' },
] as const;

export interface HeaderOptions {
  /**
   * Every response of this deployment goes over https (Vercel, whose edge terminates TLS for
   * every request): then the https-only headers are part of the fixed headers. Elsewhere they
   * go only where OVER_HTTPS holds (next.config.ts).
   */
  alwaysHttps?: boolean;
}

/**
 * The headers of every response: a file is what its Content-Type says. Alone on Next's hashed,
 * immutable files under /_next/static (scripts, styles, fonts): none of the document headers
 * mean anything for them, and each was ~1 KB more on every one of a page's dozen requests.
 */
export function staticFileHeaders({ alwaysHttps = false }: HeaderOptions = {}): Header[] {
  return [
    ...(alwaysHttps
      ? [{ key: 'Strict-Transport-Security', value: STRICT_TRANSPORT_SECURITY }]
      : []),
    { key: 'X-Content-Type-Options', value: 'nosniff' },
  ];
}

// What only a document (a page, or an API answer opened as one) acts on.
const common = (options: HeaderOptions): Header[] => [
  ...staticFileHeaders(options),
  { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
  { key: 'X-Frame-Options', value: 'DENY' },
  { key: 'Cross-Origin-Opener-Policy', value: 'same-origin' },
  {
    key: 'Permissions-Policy',
    value: 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=()',
  },
];

// The headers of a document whose Content-Security-Policy is `policy`.
function documentHeaders(policy: string, options: HeaderOptions): Header[] {
  return [
    ...common(options),
    {
      key: 'Content-Security-Policy',
      value: options.alwaysHttps ? withUpgradeInsecureRequests(policy) : policy,
    },
  ];
}

export function pageHeaders(options: HeaderOptions = {}): Header[] {
  return documentHeaders(contentSecurityPolicy(), options);
}

const API_POLICY = "default-src 'none'; frame-ancestors 'none'";

export function apiHeaders(options: HeaderOptions = {}): Header[] {
  return documentHeaders(API_POLICY, options);
}
