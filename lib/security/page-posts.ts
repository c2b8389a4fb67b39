import { NextResponse } from 'next/server';
import { isSameOrigin } from '@/lib/api/origin';
import { PAGE_POST_LIMIT_BYTES } from './limits';

// Pages take POSTs only from their own lead forms (Server Actions, with or without JavaScript);
// the middleware refuses the rest first, with the right status, where Next would answer 500
// (docs/workarounds.md#page-post-refusal).

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
