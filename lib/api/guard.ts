import 'server-only';
import { getDb } from '@/lib/db/client';
import { env } from '@/lib/env';
import { HONEYPOT_FIELD } from '@/lib/forms/state';
import { log } from '@/lib/log';
import { clientIp, UNKNOWN_CLIENT } from './client-ip';
import { isSameOrigin } from './origin';
import { createRateLimiter, rateLimitKey, type RateLimitDecision } from './rate-limit';
import { isJsonContentType, readJsonBody } from './read-body';
import { API_ERRORS, errorResponse, ok } from './responses';

export type GuardResult =
  { ok: true; body: Record<string, unknown> } | { ok: false; response: Response };

const refuse = (response: Response): GuardResult => ({ ok: false, response });

export function methodNotAllowed(): Response {
  return errorResponse(405, API_ERRORS.methodNotAllowed, { headers: { Allow: 'POST' } });
}

let lastUnknownClientWarning = 0;

// Every client without a usable address shares one bucket: safe, but a whole site behind an
// undeclared proxy (or a server without instrumentation.ts) would share one limit. Say so, at
// most every ten minutes. (Requests that reach the server in the instant between its start and
// instrumentation.ts' register() land here too.)
function warnAboutUnknownClient(route: string): void {
  if (Date.now() - lastUnknownClientWarning < 600_000) return;
  lastUnknownClientWarning = Date.now();
  log.warn('api.client_address_unknown', { route, hint: 'check TRUSTED_PROXY_HOPS' });
}

// One limiter per process (on globalThis: Next bundles this module more than once, and the
// per-process refusals and insurance counts must be one).
const store = globalThis as typeof globalThis & {
  __leadRateLimiter?: ReturnType<typeof createRateLimiter>;
};

/**
 * Counts one lead submission of the request's client on `route` (RATE_LIMIT_PER_MINUTE, one
 * count for every instance) and says whether it may go on: `request.headers` in a route
 * handler, `await headers()` (next/headers) in a server action.
 */
export async function consumeRateLimit(
  route: string,
  headers: Pick<Headers, 'get'>,
): Promise<RateLimitDecision> {
  const address = clientIp(headers);
  if (address === UNKNOWN_CLIENT) warnAboutUnknownClient(route);
  store.__leadRateLimiter ??= createRateLimiter({ points: env.RATE_LIMIT_PER_MINUTE, db: getDb });
  return store.__leadRateLimiter.consume(rateLimitKey(route, address));
}

/** Whether the trap field was filled (logged: the bot is answered as if the lead were stored). */
function honeypotFilled(route: string, value: unknown): boolean {
  if (value === undefined || value === null || value === false) return false;
  if (typeof value === 'string' && value.trim() === '') return false;
  log.info('api.honeypot', { route });
  return true;
}

export type SenderVerdict =
  { kind: 'ok' } | { kind: 'crossSite' } | { kind: 'rateLimited'; retryAfterSeconds: number };

/**
 * Who may send a lead at all, for the JSON routes and the forms' Server Actions alike: a page of
 * this site (or no browser page at all), within the rate limit of its client address and route.
 */
export async function checkSender(
  headers: Headers,
  options: { route: string; requestUrl?: string },
): Promise<SenderVerdict> {
  if (!isSameOrigin(headers, options.requestUrl)) {
    log.warn('api.cross_site_refused', { route: options.route, origin: headers.get('origin') });
    return { kind: 'crossSite' };
  }
  const decision = await consumeRateLimit(options.route, headers);
  if (!decision.allowed)
    return { kind: 'rateLimited', retryAfterSeconds: decision.retryAfterSeconds };
  return { kind: 'ok' };
}

/**
 * A form's Server Action: the sender checks, then the honeypot (a filled one is answered as if
 * the lead were stored, so the bot learns nothing).
 */
export async function checkLeadSubmission(
  headers: Headers,
  options: { route: string; honeypot: unknown },
): Promise<'ok' | 'crossSite' | 'rateLimited' | 'honeypot'> {
  const sender = await checkSender(headers, options);
  if (sender.kind !== 'ok') return sender.kind;
  return honeypotFilled(options.route, options.honeypot) ? 'honeypot' : 'ok';
}

/**
 * Everything a lead POST must pass before its schema is even looked at, cheapest first:
 * method (405), same origin (403), rate limit per IP and route (429), JSON content type (415),
 * size (413), a JSON object (400). A filled honeypot is answered `{ ok: true }` so the bot
 * learns nothing, and nothing is stored.
 */
export async function guardLeadRequest(
  request: Request,
  options: { route: string },
): Promise<GuardResult> {
  if (request.method !== 'POST') return refuse(methodNotAllowed());
  const sender = await checkSender(request.headers, { ...options, requestUrl: request.url });
  if (sender.kind === 'crossSite') return refuse(errorResponse(403, API_ERRORS.crossSite));
  if (sender.kind === 'rateLimited') {
    return refuse(
      errorResponse(429, API_ERRORS.rateLimited, {
        headers: { 'Retry-After': String(sender.retryAfterSeconds) },
      }),
    );
  }

  if (!isJsonContentType(request.headers.get('content-type'))) {
    return refuse(errorResponse(415, API_ERRORS.unsupportedMediaType));
  }
  const body = await readJsonBody(request);
  if (body.kind === 'tooLarge') return refuse(errorResponse(413, API_ERRORS.payloadTooLarge));
  if (body.kind === 'invalid') return refuse(errorResponse(400, API_ERRORS.invalidJson));
  const value = body.value;
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    return refuse(errorResponse(400, API_ERRORS.invalidInput, { fields: { _form: 'invalid' } }));
  }

  const record = value as Record<string, unknown>;
  if (honeypotFilled(options.route, record[HONEYPOT_FIELD])) return refuse(ok());
  return { ok: true, body: record };
}
