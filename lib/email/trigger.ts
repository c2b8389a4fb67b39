import 'server-only';
import { getDb } from '@/lib/db/client';
import { log } from '@/lib/log';
import { deliverDueEmails } from './sender';

/**
 * Delivers what is due in the outbox, for route handlers to run after their response:
 *   after(triggerDelivery)   // from 'next/server', once the lead's transaction has committed
 * Never throws: emails that fail stay queued for the next trigger or the cron sweeper.
 */
export async function triggerDelivery(): Promise<void> {
  try {
    await deliverDueEmails(await getDb());
  } catch (error) {
    log.error('email.trigger_failed', {
      error: error instanceof Error ? error.message : String(error),
    });
  }
}
