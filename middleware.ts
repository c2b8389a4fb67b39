import { NextResponse, type NextRequest } from 'next/server';
import createMiddleware from 'next-intl/middleware';
import { routing } from '@/lib/i18n/routing';
import { adminMiddleware } from '@/lib/admin/middleware';
import { plainText } from '@/lib/api/responses';
import { withoutInternalHeaders } from '@/lib/security/internal-headers';
import { isAdminAddress } from '@/lib/security/methods';
import { refusePageRequest } from '@/lib/security/page-posts';
import { env } from '@/lib/env';
import { deviceClass, NOT_FOUND_PAGE, referrerDomain, utmOf } from '@/lib/insights/classify';
import { stockholmDate } from '@/lib/salary/rules';
import { countPageView, shouldCount } from '@/lib/insights/record';

// Named `middleware.ts`, not `proxy.ts`, on purpose: docs/workarounds.md#middleware-name.

const intl = createMiddleware(routing);

// Internal paths of real pages (`/sv/about`, `/en/services/...`). next-intl rewrites every
// public path to an internal one; a target outside this set is an unknown page.
// Each maps to its locale and the page registry's pathname, under which a view is counted.
const pages = new Map<string, { locale: string; pathname: string }>(
  routing.locales.flatMap((locale) =>
    Object.keys(routing.pathnames).map(
      (pathname) =>
        [`/${locale}${pathname === '/' ? '' : pathname}`, { locale, pathname }] as const,
    ),
  ),
);
const siteHost = new URL(env.SITE_URL).hostname;

export default async function middleware(request: NextRequest) {
  // A client-sent header of the site's own (lib/security/internal-headers.ts) brings any path
  // here (the matcher's entries with `has`). Outside the pages, it goes on without the header to
  // whatever answers it (an API route, a static file, robots.txt); the page and back-office
  // paths below set their own.
  if (!pagePaths().test(request.nextUrl.pathname)) {
    return NextResponse.next({ request: { headers: withoutInternalHeaders(request.headers) } });
  }
  // Vercel's own addresses (/_vercel/...) are none of this app's: on any other host, a 404 for
  // every method, where Next would take a POST for a Server Action and answer 500.
  if (/^\/_vercel(?:\/|$)/.test(request.nextUrl.pathname)) {
    return plainText(404, 'Not found');
  }
  // A NUL in the address names no page (and PostgreSQL refuses it in anything stored from it).
  if (/%00/i.test(request.url)) {
    return plainText(400, 'Malformed address');
  }
  // Methods a page does not take (405 with Allow), unknown pages (404), cross-site, unsized,
  // oversized form posts or ones in an encoding no form sends.
  const refused = refusePageRequest(request);
  if (refused) {
    if (isAdminAddress(request.nextUrl.pathname))
      refused.headers.set('X-Robots-Tag', 'noindex, nofollow');
    return refused;
  }
  // The back office: no locale routing, its own nonce-based policy, never indexed.
  if (isAdminAddress(request.nextUrl.pathname)) return adminMiddleware(request);
  // next-intl passes the request's headers on with its own locale header set.
  return withoutRewrite(intl(request), request);
}

// The paths of the matcher's first entry (pages, the back office, /_vercel), compiled as Next
// compiles it (tests/unit/middleware-matcher.test.ts).
let pagePattern: RegExp | undefined;
function pagePaths(): RegExp {
  pagePattern ??= new RegExp(`^${config.matcher[0]}$`);
  return pagePattern;
}

// next-intl rewrites Swedish paths to `/sv/...`; English paths pass through unchanged. The
// middleware passes every page request on as it is (next.config.ts rewrites the Swedish ones,
// lib/i18n/internal-rewrites.ts: a middleware rewrite loops under `next start -H 127.0.0.1`,
// docs/workarounds.md#loopback-rewrite), keeping next-intl's locale header. An unknown page
// answers 404 with the localized page of app/[locale]/[...rest] (which logs the miss); the
// status is set here: docs/workarounds.md#404-status.
function withoutRewrite(response: NextResponse, request: NextRequest): NextResponse {
  if (response.headers.has('location')) return permanent(response); // to the canonical address
  const rewrite = response.headers.get('x-middleware-rewrite');
  const target = rewrite ? new URL(rewrite) : request.nextUrl;
  const headers = new Headers(response.headers);
  headers.delete('x-middleware-rewrite');
  const page = pages.get(target.pathname);
  if (shouldCount(request)) count(request, target, page);
  return NextResponse.next({ status: page ? 200 : 404, headers });
}

// One anonymous page view (lib/insights/): an in-memory increment, written to the database
// later by a timer, never in this request. Nothing of the visitor is kept: the external
// referrer's registrable domain, the page address's own UTM values (kept only when on the
// staff's list, lib/insights/campaigns.ts) and a device class, per day.
function count(
  request: NextRequest,
  target: URL,
  page: { locale: string; pathname: string } | undefined,
): void {
  const locale = page?.locale ?? (target.pathname.startsWith('/en') ? 'en' : 'sv');
  countPageView({
    day: stockholmDate(new Date()),
    page: page?.pathname ?? NOT_FOUND_PAGE,
    language: locale === 'en' ? 'en' : 'sv',
    referrerHost: referrerDomain(request.headers.get('referer'), [
      request.nextUrl.hostname,
      request.headers.get('host') ?? '',
      siteHost,
    ]),
    ...utmOf(request.nextUrl.searchParams),
    device: deviceClass(request.headers.get('user-agent')),
  });
}

// next-intl redirects a path to its canonical address (`/sv` to `/`, `/en/om-oss` to `/en/about`)
// with 307. With neither locale detection nor a locale cookie (lib/i18n/routing.ts) the target
// never depends on the visitor, so these are permanent, like the aliases in next.config.ts: 308.
function permanent(response: NextResponse): NextResponse {
  if (response.status !== 307) return response;
  return new NextResponse(null, { status: 308, headers: response.headers });
}

export const config = {
  // Node.js, not the Edge runtime: the back office's availability check opens a database
  // connection (lib/admin/availability.ts). Next 16's proxy.ts runs on Node.js only anyway.
  runtime: 'nodejs',
  // Every path, dotted ones too (`/en/foo.html` is an unknown page), except API routes, Next's
  // own files, the social-card images, the metadata routes and the files of public/ (a unit
  // test, tests/unit/middleware-matcher.test.ts, checks that every file of public/ is listed).
  // Then every path at all, for a request that carries one of INTERNAL_HEADERS of
  // lib/security/internal-headers.ts (spelled out: Next reads the matcher from the source).
  matcher: [
    '/((?!api(?:/|$)|_next/|og/|favicon\\.ico$|apple-touch-icon\\.png$|logo-512\\.png$|robots\\.txt$|sitemap\\.xml$|icon\\.svg$|logo\\.svg$|logos/).*)',
    { source: '/:path*', has: [{ type: 'header', key: 'x-next-intl-locale' }] },
    { source: '/:path*', has: [{ type: 'header', key: 'x-admin-nonce' }] },
    { source: '/:path*', has: [{ type: 'header', key: 'x-admin-locale' }] },
    { source: '/:path*', has: [{ type: 'header', key: 'x-admin-path' }] },
  ],
};
