import type * as z from 'zod/mini';
import { isConnectionFailure } from '@/lib/db/errors';
import { log } from '@/lib/log';
import { fieldErrors } from '@/lib/validation/errors';
import { runAfterResponse, type AfterTask } from './after-response';
import { guardLeadRequest, methodNotAllowed, type GuardOptions } from './guard';
import { API_ERRORS, errorResponse, ok } from './responses';

export interface LeadRouteOptions<Schema extends z.ZodMiniType> extends GuardOptions {
  schema: Schema;
  /** The one lib/leads call: stores the lead (and queues its emails) in one transaction. */
  store: (data: z.output<Schema>) => Promise<unknown>;
  /** Runs after the response, only when the lead was stored (e.g. triggerDelivery). */
  afterStored?: AfterTask;
}

// P2028: Prisma could not start (or finish) the transaction in time, i.e. the database is
// overloaded rather than the request wrong. Retrying later is the right advice.
function isTransactionTimeout(error: unknown): boolean {
  return (
    typeof error === 'object' && error !== null && (error as { code?: unknown }).code === 'P2028'
  );
}

/**
 * What an error thrown while storing a lead means, logged once: 503 when the database cannot be
 * used right now (retry later), 500 for anything else. For the routes and the forms' actions.
 */
export function classifyFailure(route: string, error: unknown): 503 | 500 {
  if (isConnectionFailure(error) || isTransactionTimeout(error)) {
    log.warn('api.database_unavailable', { route, error });
    return 503;
  }
  log.error('api.unexpected_error', { route, error });
  return 500;
}

/** The 503 / 500 answer for an error thrown while storing; never leaks the error itself. */
export function failureResponse(route: string, error: unknown): Response {
  return classifyFailure(route, error) === 503
    ? errorResponse(503, API_ERRORS.unavailable, { headers: { 'Retry-After': '30' } })
    : errorResponse(500, API_ERRORS.internal);
}

/**
 * A lead route's POST handler: guard, parse with the form's schema (400 with every field's
 * message key), one store call, `{ ok: true }` only after it committed, then `afterStored`.
 * Unknown fields never reach `store`: zod objects strip them.
 */
export function createLeadRoute<Schema extends z.ZodMiniType>(options: LeadRouteOptions<Schema>) {
  return async function POST(request: Request): Promise<Response> {
    try {
      const guard = await guardLeadRequest(request, options);
      if (!guard.ok) return guard.response;
      const parsed = options.schema.safeParse(guard.body);
      if (!parsed.success) {
        return errorResponse(400, API_ERRORS.invalidInput, { fields: fieldErrors(parsed.error) });
      }
      await options.store(parsed.data);
      if (options.afterStored) runAfterResponse(options.afterStored);
      return ok();
    } catch (error) {
      return failureResponse(options.route, error);
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
