import type { PrismaClient } from '@/lib/db/generated/client';
import { deliverDueEmails, type DeliveryOptions, type DeliverySummary } from './sender';

/** Delivers batches until nothing is due (bounded), for the cron route and `outbox:drain`. */
export async function drainOutbox(
  db: PrismaClient,
  options: DeliveryOptions & { maxBatches?: number } = {},
): Promise<DeliverySummary> {
  const total: DeliverySummary = { claimed: 0, sent: 0, logged: 0, retried: 0, dead: 0 };
  for (let batch = 0; batch < (options.maxBatches ?? 20); batch += 1) {
    const result = await deliverDueEmails(db, options);
    for (const key of Object.keys(total) as (keyof DeliverySummary)[]) total[key] += result[key];
    if (result.claimed === 0) break;
  }
  return total;
}
