import { NextResponse, type NextRequest } from 'next/server';
import { hasLocale } from 'next-intl';
import { routing } from '@/lib/i18n/routing';
import { withoutInternalHeaders } from '@/lib/security/internal-headers';
import { adminUnavailableResponse, databaseReachable } from './availability';
import {
  ADMIN_LANG_COOKIE,
  ADMIN_LANG_COOKIE_MAX_AGE_SECONDS,
  ADMIN_LOCALE_HEADER,
  ADMIN_NONCE_HEADER,
  ADMIN_PATH_HEADER,
  SECURE_SESSION_COOKIE,
  SESSION_COOKIE,
  SESSION_IDLE_SECONDS,
} from './constants';

// The back office's part of middleware.ts: /admin skips next-intl (its language is a cookie, not
// a path) and gets a policy of its own. Every response is dynamic, so a fresh nonce per response
// replaces the hashes of the public pages' policy, which stays untouched.

export function adminContentSecurityPolicy(nonce: string, development = false): string {
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    // 'strict-dynamic': scripts the nonce-bearing Next runtime loads are trusted, nothing else.
    'script-src': [
      "'self'",
      `'nonce-${nonce}'`,
      "'strict-dynamic'",
      ...(development ? ["'unsafe-eval'"] : []),
    ],
    // Style attributes stay refused. <style> elements are allowed without the nonce: Next inlines
    // the stylesheets (next.config.ts, inlineCss) and React writes them without it (React takes a
    // style nonce only as a render option, and Next passes the script's). With img-src, font-src
    // and connect-src 'self', an injected <style> could not send anything out either.
    'style-src': ["'self'"],
    'style-src-elem': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:'],
    'font-src': ["'self'"],
    'connect-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'none'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join('; ');
}

function newNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes));
}

const ALLOWED_METHODS = new Set(['GET', 'HEAD', 'POST']);

/**
 * The response for an /admin request (odd methods and cross-site or malformed POSTs were refused
 * before: refusePageRequest): a page, action or download of the back office, or 503 while its
 * database cannot be reached (./availability.ts).
 */
export async function adminMiddleware(request: NextRequest): Promise<Response> {
  if (!ALLOWED_METHODS.has(request.method)) {
    return new NextResponse('Method not allowed', {
      status: 405,
      headers: { Allow: 'GET, HEAD, POST', 'X-Robots-Tag': 'noindex, nofollow' },
    });
  }
  const requested = request.nextUrl.searchParams.get('lang');
  const kept = request.cookies.get(ADMIN_LANG_COOKIE)?.value;
  const chosen = hasLocale(routing.locales, requested) ? requested : null;
  const locale = chosen ?? (hasLocale(routing.locales, kept) ? kept : routing.defaultLocale);
  if (!(await databaseReachable())) return adminUnavailableResponse(locale, request.method);
  const nonce = newNonce();
  const policy = adminContentSecurityPolicy(nonce, process.env.NODE_ENV === 'development');

  // Without a client's headers of the site's own names (next-intl's locale among them: the
  // Swedish rewrites would take /admin for a page).
  const forwarded = withoutInternalHeaders(request.headers);
  // Next reads the nonce from the request's policy and puts it on its own scripts.
  forwarded.set('content-security-policy', policy);
  forwarded.set(ADMIN_NONCE_HEADER, nonce);
  forwarded.set(ADMIN_LOCALE_HEADER, locale);
  forwarded.set(ADMIN_PATH_HEADER, request.nextUrl.pathname);
  const response = NextResponse.next({ request: { headers: forwarded } });
  response.headers.set('Content-Security-Policy', policy);
  response.headers.set('X-Robots-Tag', 'noindex, nofollow');
  response.headers.set('Cache-Control', 'private, no-store');
  // The link's page carries its token in the address: no address leaves the site. (Not
  // no-referrer: browsers then send `Origin: null` with form posts, which are refused as
  // cross-site.)
  response.headers.set('Referrer-Policy', 'same-origin');
  if (chosen) {
    response.cookies.set(ADMIN_LANG_COOKIE, chosen, {
      path: '/admin',
      httpOnly: true,
      sameSite: 'lax',
      secure: request.nextUrl.protocol === 'https:',
      maxAge: ADMIN_LANG_COOKIE_MAX_AGE_SECONDS,
    });
  }
  // 8 hours idle: each page view moves the session cookie's expiry forward (the session row's
  // own expiry moves with use in Better Auth, lib/admin/auth.ts). Not on POSTs, whose Server
  // Action may be the sign-out that clears the cookie.
  if (request.method === 'GET') {
    for (const name of [SESSION_COOKIE, SECURE_SESSION_COOKIE]) {
      const value = request.cookies.get(name)?.value;
      if (!value) continue;
      response.cookies.set(name, value, {
        path: '/',
        httpOnly: true,
        sameSite: 'lax',
        secure: name === SECURE_SESSION_COOKIE,
        maxAge: SESSION_IDLE_SECONDS,
      });
    }
  }
  return response;
}
