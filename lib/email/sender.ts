import type { PrismaClient } from '@/lib/db/generated/client';
import type { DeliveryOptions, DeliverySummary } from './attempt';
import { DeliveryLoop } from './delivery-loop';

export type { DeliveryOptions, DeliverySummary } from './attempt';

/**
 * Delivers the due outbox rows (at most `batchSize`) through a sender of its own, at most
 * `concurrency` at a time: through Resend when RESEND_API_KEY is set, else as files in MAIL_DIR.
 * Failures are rescheduled with backoff (or Retry-After) or marked dead; nothing throws for a
 * failed email. For scripts and tests; the app uses the process's own sender (./trigger.ts).
 */
export async function deliverDueEmails(
  db: PrismaClient,
  options: DeliveryOptions = {},
): Promise<DeliverySummary> {
  const loop = new DeliveryLoop({ ...options, db: async () => db });
  try {
    return await loop.drain({ maxEmails: options.batchSize ?? 10 });
  } finally {
    await loop.stop();
  }
}
