import type { PrismaClient } from '@/lib/db/generated/client';
import type { DeliveryOptions, DeliverySummary } from './attempt';
import { DeliveryLoop } from './delivery-loop';

export interface DrainOptions extends DeliveryOptions {
  /** At most this many emails (default 200). */
  maxEmails?: number;
  /** Start no new send after this many milliseconds (e.g. a serverless time limit). */
  budgetMs?: number;
}

/**
 * Delivers until nothing is due (bounded), with a sender of its own: `npm run outbox:drain` and
 * tests. The cron route drains the process's own sender instead (./trigger.ts), so its sends
 * count against the same per-instance limit as everything else.
 */
export async function drainOutbox(
  db: PrismaClient,
  { maxEmails = 200, budgetMs, ...options }: DrainOptions = {},
): Promise<DeliverySummary> {
  const loop = new DeliveryLoop({ ...options, db: async () => db });
  try {
    return await loop.drain({ maxEmails, budgetMs });
  } finally {
    await loop.stop();
  }
}
