import type { PrismaClient } from '@/lib/db/generated/client';
import type { DeliveryOptions, DeliverySummary } from './attempt';
import { drainOutbox } from './drain';

/**
 * Delivers the due outbox rows (at most 10) through a sender of its own, at most
 * `concurrency` at a time: through Resend when RESEND_API_KEY is set, else as files in MAIL_DIR.
 * Failures are rescheduled with backoff (or Retry-After) or marked dead; nothing throws for a
 * failed email. For scripts and tests; the app uses the process's own sender (./trigger.ts).
 */
export function deliverDueEmails(
  db: PrismaClient,
  options: DeliveryOptions = {},
): Promise<DeliverySummary> {
  return drainOutbox(db, { ...options, maxEmails: 10 });
}
