import 'server-only';
import { getDb } from '@/lib/db/client';
import { DeliveryLoop } from './delivery-loop';

// The process's one outbox sender (lib/email/delivery-loop.ts), kept on globalThis so that every
// bundle of the server (routes, actions, instrumentation) shares it and its in-flight limit.
const store = globalThis as typeof globalThis & { __deliveryLoop?: DeliveryLoop };

/** How long a request's after() keeps waiting for the sends it started (serverless). */
const AFTER_RESPONSE_BUDGET_MS = 15_000;

export function deliveryLoop(): DeliveryLoop {
  store.__deliveryLoop ??= new DeliveryLoop({ db: getDb });
  return store.__deliveryLoop;
}

/**
 * Delivers what is due, for route handlers and actions to run after their response:
 *   runAfterResponse(triggerDelivery)   // once the lead's transaction has committed
 * Resolves when the sends it started are done (or after 15 s); never throws: emails that fail
 * stay queued for the sender's next round, another trigger or the cron.
 */
export async function triggerDelivery(): Promise<void> {
  await deliveryLoop().drain({ budgetMs: AFTER_RESPONSE_BUDGET_MS });
}
