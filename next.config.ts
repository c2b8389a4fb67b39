import path from 'node:path';
import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';
import { apiHeaders, OVER_HTTPS, pageHeaders, staticFileHeaders } from './lib/security/headers';
import { internalRewrites } from './lib/i18n/internal-rewrites';
import { PAGE_POST_LIMIT_BYTES } from './lib/security/limits';

const withNextIntl = createNextIntlPlugin('./lib/i18n/request.ts');

const nextConfig: NextConfig = {
  // A separate build folder lets several builds (e.g. parallel test runs) share one checkout.
  distDir: process.env.NEXT_DIST_DIR ?? '.next',
  poweredByHeader: false,
  serverExternalPackages: ['@redis/client'],
  // Several instances share one page cache in Redis (ISR pages, on-demand revalidation); without
  // REDIS_URL, Next's own cache of each instance. lib/cache/next-cache-handler.mjs says which
  // entries go where. Read when the server starts, so the same build runs either way.
  ...(process.env.REDIS_URL
    ? { cacheHandler: path.resolve('lib/cache/next-cache-handler.mjs') }
    : {}),
  reactStrictMode: true,
  // Inlined at build: only an end-to-end build (`npm run build:e2e`) lets the server read a test
  // clock from TEST_CLOCK_NOW (lib/time/clock.ts); a normal build ignores it.
  env: { E2E_TEST_CLOCK: process.env.E2E_TEST_CLOCK === '1' ? '1' : '' },
  // `/Om-Oss` is a 404, not the About page: header rules (per-page CSP hashes) must not match it.
  experimental: {
    caseSensitiveRoutes: true,
    // Each page carries its stylesheets in a <style> in the head instead of linking them: on a
    // mobile network a render-blocking request costs a round trip (562 ms in Lighthouse's devtools
    // throttling) before the first paint (docs/benchmarks.md, 1.1). Next also writes the CSS into
    // the inline RSC payload, once (app/layout.tsx says how the second copy was avoided).
    inlineCss: true,
    // The 404 of paths outside every route is app/global-not-found.tsx, a page of its own: a root
    // not-found.tsx is a boundary in every page's tree, and its stylesheet with it.
    globalNotFound: true,
    // The lead forms' Server Actions: a few KB of text at most (the JSON routes cap at 32 KB).
    // middleware.ts refuses a larger declared body with 413 before Next reads it; Next stops
    // reading a body that grows past this one.
    serverActions: { bodySizeLimit: `${PAGE_POST_LIMIT_BYTES / 1024}kb` },
    // The copy of a request body Next keeps for the middleware (10 MB by default, per request):
    // no page takes more than PAGE_POST_LIMIT_BYTES, and the middleware refuses a larger post by
    // its Content-Length before reading it.
    proxyClientMaxBodySize: PAGE_POST_LIMIT_BYTES,
  },
  async headers() {
    // The API entry comes after the pages' so that its policy and no-store replace the page
    // values. A request that arrived over https (OVER_HTTPS: what our proxy says) then gets the
    // same headers with Strict-Transport-Security and upgrade-insecure-requests; on Vercel every
    // request does. `npm run build` then appends one entry per static page (postbuild,
    // scripts/csp-hashes.mjs): its CSP with the page's inline-script hashes instead of
    // 'unsafe-inline', over http and over https.
    const alwaysHttps = process.env.VERCEL === '1' && process.env.NODE_ENV === 'production';
    const entries = (options: { alwaysHttps: boolean }) => [
      { source: '/_next/static/:path*', headers: staticFileHeaders(options) },
      { source: '/:path((?!_next/static/).*)', headers: pageHeaders(options) },
      { source: '/api/:path*', headers: apiHeaders(options) },
    ];
    const overHttps = entries({ alwaysHttps: true }).map((entry) => ({
      ...entry,
      has: OVER_HTTPS.map((condition) => ({ ...condition })),
    }));
    return [...entries({ alwaysHttps }), ...(alwaysHttps ? [] : overHttps)];
  },
  async rewrites() {
    // Swedish addresses to their `app/[locale]` routes, after the middleware (lib/i18n/internal-rewrites.ts).
    return { beforeFiles: internalRewrites(), afterFiles: [], fallback: [] };
  },
  async redirects() {
    // Old or alternative Swedish addresses answer with permanent redirects to the canonical page.
    return [
      { source: '/about', destination: '/om-oss', permanent: true },
      { source: '/contact', destination: '/kontakt', permanent: true },
      { source: '/tillstand', destination: '/services/tillstandstrassel', permanent: true },
    ];
  },
};

export default withNextIntl(nextConfig);
