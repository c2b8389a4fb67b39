import type { PrismaClient } from '@/lib/db/generated/client';
import type { DeliveryOptions, DeliverySummary } from './attempt';
import { DeliveryLoop, type DrainLimits } from './delivery-loop';

/**
 * Delivers until nothing is due (at most `maxEmails`, 200 by default; no new send after
 * `budgetMs`, e.g. a serverless time limit), with a sender of its own: `npm run outbox:drain` and
 * tests. The cron route drains the process's own sender instead (./trigger.ts), so its sends
 * count against the same per-instance limit as everything else.
 */
export async function drainOutbox(
  db: PrismaClient,
  { maxEmails = 200, budgetMs, ...options }: DeliveryOptions & DrainLimits = {},
): Promise<DeliverySummary> {
  const loop = new DeliveryLoop({ ...options, db: async () => db });
  try {
    return await loop.drain({ maxEmails, budgetMs });
  } finally {
    await loop.stop();
  }
}
