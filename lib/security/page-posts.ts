import { NextResponse } from 'next/server';
import { isSameOrigin } from '@/lib/api/origin';
import { PAGE_POST_LIMIT_BYTES } from './limits';

// Pages take POSTs only from their own lead forms (Server Actions, with or without JavaScript).
// Next refuses what does not fit, but answers some of it with a 500 (a cross-site Origin:
// "Invalid Server Actions request"; a body over serverActions.bodySizeLimit, whose 413 surfaces
// as a 500 in Next 16.4), so the middleware refuses them first, with the right status.

const refuse = (status: number, message: string) =>
  new NextResponse(message, {
    status,
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
  });

/** The answer to a POST a page must not process, or null when it may go on. */
export function refusePagePost(request: Request): NextResponse | null {
  if (request.method !== 'POST') return null;
  if (!isSameOrigin(request.headers, request.url)) return refuse(403, 'Cross-site request refused');
  // Browsers always declare the length of a form post; a body without one could not be capped
  // before Next reads it.
  const length = request.headers.get('content-length');
  if (length === null || !/^\d+$/.test(length)) return refuse(411, 'Length required');
  if (Number(length) > PAGE_POST_LIMIT_BYTES) return refuse(413, 'Request body too large');
  return null;
}
