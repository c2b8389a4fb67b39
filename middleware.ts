import { NextResponse, type NextRequest } from 'next/server';
import createMiddleware from 'next-intl/middleware';
import { routing } from '@/lib/i18n/routing';
import { adminMiddleware, isAdminPath } from '@/lib/admin/middleware';
import { refusePagePost } from '@/lib/security/page-posts';

const intl = createMiddleware(routing);

// Internal paths of real pages (`/sv/about`, `/en/services/...`). next-intl rewrites every
// public path to an internal one; a target outside this set is an unknown page.
const pages = new Set(
  routing.locales.flatMap((locale) =>
    Object.keys(routing.pathnames).map(
      (pathname) => `/${locale}${pathname === '/' ? '' : pathname}`,
    ),
  ),
);

export default function middleware(request: NextRequest) {
  const refused = refusePagePost(request); // cross-site, unsized or oversized form posts
  if (refused) {
    if (isAdminPath(request.nextUrl.pathname))
      refused.headers.set('X-Robots-Tag', 'noindex, nofollow');
    return refused;
  }
  // The back office: no locale routing, its own nonce-based policy, never indexed.
  if (isAdminPath(request.nextUrl.pathname)) return adminMiddleware(request);
  const response = intl(request);
  if (response.headers.has('location')) return response; // a redirect to the canonical address
  // next-intl rewrites Swedish paths to `/sv/...`; English paths pass through unchanged.
  const rewrite = response.headers.get('x-middleware-rewrite');
  const target = rewrite ? new URL(rewrite) : request.nextUrl;
  if (!pages.has(target.pathname)) {
    // The catch-all page renders the localized 404 inside the full layout; the status comes from
    // here because Next 16.3+ no longer server-renders a notFound() boundary (vercel/next.js#62228).
    return NextResponse.rewrite(target, { status: 404, headers: response.headers });
  }
  return response;
}

export const config = {
  // Everything except API routes, Next internals, generated images and files with an extension.
  matcher: '/((?!api|_next|_vercel|og|.*\\..*).*)',
};
