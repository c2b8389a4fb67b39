import 'server-only';
import { getDb, type Db } from '@/lib/db/client';
import { withDatabase } from '@/lib/db/errors';
import { claimSubmission } from './submission';

// Prisma's defaults (2 s to start, 5 s to finish) fail a healthy but busy server's first request,
// which must also open a pool connection; these match the driver's own limits (lib/db/postgres.ts).
const TRANSACTION_LIMITS = { maxWait: 5_000, timeout: 10_000 } as const;

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
