import type { PrismaClient } from '@/lib/db/generated/client';
import { deliverDueEmails, type DeliveryOptions, type DeliverySummary } from './sender';

export interface DrainOptions extends DeliveryOptions {
  /** At most this many batches (default 20). */
  maxBatches?: number;
  /** Start no new batch after this many milliseconds (e.g. a serverless time limit). */
  budgetMs?: number;
}

/** Delivers batches until nothing is due (bounded), for the cron route and `outbox:drain`. */
export async function drainOutbox(
  db: PrismaClient,
  { maxBatches = 20, budgetMs = Infinity, ...options }: DrainOptions = {},
): Promise<DeliverySummary> {
  const started = Date.now();
  const total: DeliverySummary = { claimed: 0, sent: 0, logged: 0, retried: 0, dead: 0 };
  for (let batch = 0; batch < maxBatches && Date.now() - started < budgetMs; batch += 1) {
    const result = await deliverDueEmails(db, options);
    for (const key of Object.keys(total) as (keyof DeliverySummary)[]) total[key] += result[key];
    if (result.claimed === 0) break;
  }
  return total;
}
