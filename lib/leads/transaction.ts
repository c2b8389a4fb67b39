import 'server-only';
import { getDb, TRANSACTION_LIMITS, type Db } from '@/lib/db/client';
import { withDatabase } from '@/lib/db/errors';
import { claimSubmission } from './submission';

/**
 * Runs `work` in one transaction: a lead and its outbox rows commit together or not at all, and
 * with them the submission's idempotency key when the call runs inside storeOnce
 * (./submission.ts; a key stored before ends the transaction before `work` runs).
 * Connection failures surface as DatabaseUnavailableError (the routes answer 503).
 */
export async function inTransaction<T>(work: (tx: Db) => Promise<T>): Promise<T> {
  return withDatabase(async () => {
    const db = await getDb();
    return db.$transaction(async (tx) => {
      await claimSubmission(tx);
      return work(tx);
    }, TRANSACTION_LIMITS);
  });
}
