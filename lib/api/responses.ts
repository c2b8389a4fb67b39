import { NextResponse } from 'next/server';

// Every lead answer is personal and one-off: never stored by a browser or a CDN.
export const NO_STORE = 'no-store';

export function json(body: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return Response.json(body, { status, headers: { 'Cache-Control': NO_STORE, ...headers } });
}

export function ok(): Response {
  return json({ ok: true });
}

export function errorResponse(
  status: number,
  error: string,
  options: { fields?: Record<string, string>; headers?: Record<string, string> } = {},
): Response {
  return json(
    options.fields ? { error, fields: options.fields } : { error },
    status,
    options.headers,
  );
}

/** 303 to a page of this site, after a POST: a reload does not post again. */
export function seeOther(location: string): Response {
  return new Response(null, {
    status: 303,
    headers: { Location: location, 'Cache-Control': NO_STORE },
  });
}

/** A short plain-text answer (a refused page or back-office request), never stored. */
export function plainText(
  status: number,
  message: string,
  headers: Record<string, string> = {},
): NextResponse {
  return new NextResponse(message, {
    status,
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': NO_STORE, ...headers },
  });
}

/** The `error` texts. The UI shows its own localized message and only checks that one exists. */
export const API_ERRORS = {
  methodNotAllowed: 'Method not allowed',
  unsupportedMediaType: 'Content-Type must be application/json',
  payloadTooLarge: 'Request body too large',
  crossSite: 'Cross-site request refused',
  rateLimited: 'Too many requests, please try again later',
  invalidJson: 'Request body is not valid JSON',
  invalidInput: 'Invalid input',
  unavailable: 'Service temporarily unavailable, please try again shortly',
  internal: 'Internal server error',
  aborted: 'Request aborted by the client',
  invalidIdempotencyKey: 'Idempotency-Key must be 8-128 characters of A-Z a-z 0-9 . _ : -',
  idempotencyKeyReused: 'Idempotency-Key already used for a different request',
} as const;
