import { site } from '../site';
import { chatSources, originOf } from './csp-sources';

// Response headers for pages and API routes (wired in next.config.ts). The page policy allows
// exactly what the site loads: its own assets, the live-chat provider and the booking calendar.
// Links to the scorecard and the tax guide are plain navigations and need no entry.

type Header = { key: string; value: string };

export function contentSecurityPolicy(scriptHashes: readonly string[] = []): string {
  // Exact origins only (lib/security/csp-sources.ts): the chat's script origin is the only other
  // host allowed to run scripts; WebSocket origins go only where they mean something.
  const chat = chatSources(site.chat.scriptUrl, site.chat.origins);
  const booking = [...new Set(Object.values(site.booking).map(originOf))];
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
  return [...policy, 'upgrade-insecure-requests'].join('; ');
}

// HTTPS only, and a file is what its Content-Type says: for every response, Next's own static
// files included.
const transport: Header[] = [
  { key: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains; preload' },
  { key: 'X-Content-Type-Options', value: 'nosniff' },
];

// What only a document (a page, or an API answer opened as one) acts on.
const common: Header[] = [
  ...transport,
  { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
  { key: 'X-Frame-Options', value: 'DENY' },
  { key: 'Cross-Origin-Opener-Policy', value: 'same-origin' },
  {
    key: 'Permissions-Policy',
    value: 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=()',
  },
];

/**
 * Next's hashed, immutable files under /_next/static (scripts, styles, fonts): none of the
 * document headers mean anything for them, and each was ~1 KB more on every one of a page's
 * dozen requests (docs/benchmarks.md §7).
 */
export function staticFileHeaders(): Header[] {
  return transport;
}

export function pageHeaders(): Header[] {
  return [...common, { key: 'Content-Security-Policy', value: contentSecurityPolicy() }];
}

export function apiHeaders(): Header[] {
  return [
    ...common,
    { key: 'Content-Security-Policy', value: "default-src 'none'; frame-ancestors 'none'" },
  ];
}
