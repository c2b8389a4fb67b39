import type { NextResponse } from 'next/server';
import { isSameOrigin } from '@/lib/api/origin';
import { mediaType } from '@/lib/api/read-body';
import { plainText as refuse } from '@/lib/api/responses';
import { PAGE_POST_LIMIT_BYTES } from './limits';
import { allowedMethods, isAdminAddress, pageAt, takesFormPosts } from './methods';

// Pages answer GET and HEAD; they take POSTs only where they have a form (a Server Action, with
// or without JavaScript, posts to the page's own address: lib/security/methods.ts), same-origin,
// of a declared small size, in an encoding a form or a Server Action sends. The middleware
// refuses the rest first, with the right status, where Next would answer with the page itself
// (PUT, DELETE, PATCH) or read the body. What the body holds is Next's to decode
// (docs/workarounds.md#malformed-requests).

/** The back office's one form that posts to a route handler rather than a Server Action. */
export const GDPR_EXPORT_PATH = '/admin/gdpr/export';

/** The answer to a page request that must not reach the page, or null when it may go on. */
export function refusePageRequest(request: Request): NextResponse | null {
  const { method } = request;
  if (method === 'GET' || method === 'HEAD') return null;
  const { pathname } = new URL(request.url);
  if (!isAdminAddress(pathname) && pageAt(pathname) === null) return refuse(404, 'Not found');
  if (method !== 'POST' || !takesFormPosts(pathname)) {
    return refuse(405, 'Method not allowed', { Allow: allowedMethods(pathname).join(', ') });
  }
  if (!isSameOrigin(request.headers, request.url)) return refuse(403, 'Cross-site request refused');
  // Browsers always declare the length of a form post; a body without one could not be capped
  // before Next reads it.
  const length = request.headers.get('content-length');
  if (length === null || !/^\d+$/.test(length)) return refuse(411, 'Length required');
  if (Number(length) > PAGE_POST_LIMIT_BYTES) return refuse(413, 'Request body too large');
  if (pathname === GDPR_EXPORT_PATH) {
    // A plain form post (the route reads it, capped, itself): no multipart here.
    return mediaType(request.headers.get('content-type')) === 'application/x-www-form-urlencoded'
      ? null
      : refuse(415, 'Unsupported form encoding');
  }
  // A form sends multipart/form-data (React's form actions always do); a Server Action called
  // with JavaScript sends that or, for arguments that fit in one row, text/plain.
  const type = request.headers.get('content-type');
  if (mediaType(type) === 'multipart/form-data' && /;\s*boundary=/i.test(type ?? '')) return null;
  if (mediaType(type) === 'text/plain' && request.headers.has('next-action')) return null;
  return refuse(415, 'Unsupported form encoding');
}
