import type * as z from 'zod/mini';
import { isClientAbort, isDatabaseUnavailable } from '@/lib/db/errors';
import { isValidSubmissionKey, storeOnce, submissionFingerprint } from '@/lib/leads/submission';
import { log } from '@/lib/log';
import { fieldErrors } from '@/lib/validation/errors';
import { runAfterResponse, type AfterTask } from './after-response';
import { guardLeadRequest, methodNotAllowed } from './guard';
import { API_ERRORS, errorResponse, json, ok } from './responses';

export interface LeadRouteOptions<Schema extends z.ZodMiniType> {
  /** Route name, for the rate-limit key and the logs (e.g. "newsletter-signup"). */
  route: string;
  schema: Schema;
  /** The one lib/leads call: stores the lead (and queues its emails) in one transaction. */
  store: (data: z.output<Schema>) => Promise<unknown>;
  /** Runs after the response, only when the lead was stored (e.g. triggerDelivery). */
  afterStored?: AfterTask;
}

export type FailureClass = 'unavailable' | 'aborted' | 'error';

/**
 * What an error thrown while handling a lead means, logged once: the database cannot be used
 * right now (503, retry later; a warning), the client hung up before its request was read (no
 * fault of ours, not an outage: info), or anything else (500, an error). For the routes and the
 * forms' actions. `aborted`: the request's own signal says the client is gone.
 */
export function classifyFailure(
  route: string,
  error: unknown,
  { aborted = false }: { aborted?: boolean } = {},
): FailureClass {
  if (isDatabaseUnavailable(error)) {
    log.warn('api.database_unavailable', { route, error });
    return 'unavailable';
  }
  if (aborted || isClientAbort(error)) {
    log.info('api.client_aborted', { route });
    return 'aborted';
  }
  log.error('api.unexpected_error', { route, error });
  return 'error';
}

/** The answer for an error thrown while handling a request; never leaks the error itself. */
export function failureResponse(route: string, error: unknown, request?: Request): Response {
  switch (classifyFailure(route, error, { aborted: request?.signal.aborted })) {
    case 'unavailable':
      return errorResponse(503, API_ERRORS.unavailable, { headers: { 'Retry-After': '30' } });
    case 'aborted':
      return errorResponse(400, API_ERRORS.aborted); // nobody is listening any more
    case 'error':
      return errorResponse(500, API_ERRORS.internal);
  }
}

/**
 * The request's Idempotency-Key (draft-ietf-httpapi-idempotency-key-header: a string, here 8-128
 * characters of `A-Za-z0-9._:-`, quoted or not): null when there is none, false when malformed.
 */
export function idempotencyKey(headers: Pick<Headers, 'get'>): string | null | false {
  const raw = headers.get('idempotency-key');
  if (raw === null) return null;
  const value = raw.trim().replace(/^"(.*)"$/, '$1');
  return isValidSubmissionKey(value) ? value : false;
}

/**
 * A lead route's POST handler: guard, parse with the form's schema (400 with every field's
 * message key), one store call, `{ ok: true }` only after it committed, then `afterStored`.
 * Unknown fields never reach `store`: zod objects strip them. With an Idempotency-Key, a request
 * repeated with the same key and body answers the first outcome again (`Idempotent-Replayed:
 * true`) and stores nothing; the same key with another body is refused (422).
 */
export function createLeadRoute<Schema extends z.ZodMiniType>(options: LeadRouteOptions<Schema>) {
  return async function POST(request: Request): Promise<Response> {
    try {
      const guard = await guardLeadRequest(request, options);
      if (!guard.ok) return guard.response;
      const key = idempotencyKey(request.headers);
      if (key === false) return errorResponse(400, API_ERRORS.invalidIdempotencyKey);
      const parsed = options.schema.safeParse(guard.body);
      if (!parsed.success) {
        return errorResponse(400, API_ERRORS.invalidInput, { fields: fieldErrors(parsed.error) });
      }
      const store = () => options.store(parsed.data);
      const fingerprint = submissionFingerprint(options.route, parsed.data);
      const result = key
        ? await storeOnce({ route: options.route, key: `api:${key}`, fingerprint }, store)
        : { kind: 'stored' as const, value: await store() };
      if (result.kind === 'conflict') {
        return errorResponse(422, API_ERRORS.idempotencyKeyReused);
      }
      // A replay runs it too: the first answer may never have left a server that then died.
      if (options.afterStored) runAfterResponse(options.afterStored);
      return result.kind === 'replayed'
        ? json({ ok: true }, 200, { 'Idempotent-Replayed': 'true' })
        : ok();
    } catch (error) {
      return failureResponse(options.route, error, request);
    }
  };
}

const notAllowed = async () => methodNotAllowed();

/** Spread into a POST-only route module: every other method answers 405 with `Allow: POST`. */
export const postOnly = {
  GET: notAllowed,
  PUT: notAllowed,
  PATCH: notAllowed,
  DELETE: notAllowed,
  OPTIONS: async () =>
    new Response(null, { status: 204, headers: { Allow: 'POST', 'Cache-Control': 'no-store' } }),
} as const;
