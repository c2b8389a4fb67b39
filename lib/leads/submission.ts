import 'server-only';
import type { Db } from '@/lib/db/client';
import { AsyncLocalStorage } from 'node:async_hooks';
import { SUBMISSION_KEY_TTL_MS } from './submission-key';

export { isValidSubmissionKey, submissionFingerprint } from './submission-key';

// A lead is stored at most once per idempotency key. The key comes with the submission: the
// forms' hidden field (made in the browser, one per visit and content), the JSON routes'
// Idempotency-Key header, or, from a form posted without JavaScript, the submission itself
// (submissionFingerprint: the same content within 24 hours is the same lead). The key is claimed
// as the first statement of the lead's own transaction (lib/leads/transaction.ts), so the lead
// and its key commit together or not at all; a second transaction with the key waits for the
// first and then finds it. Every lib/leads store function goes through that transaction, so the
// key travels to it in an AsyncLocalStorage scope instead of through each function's arguments.

export interface Submission {
  /** The JSON route the lead belongs to (forms use their route's name). */
  route: string;
  /** Namespaced: `form:<field>`, `api:<header>` or `body:<fingerprint>`. */
  key: string;
  /** submissionFingerprint of the validated request. */
  fingerprint: string;
}

export type StoreOnceResult<T> =
  | { kind: 'stored'; value: T }
  /** Stored before under this key: nothing new was stored. */
  | { kind: 'replayed' }
  /** The key was used before for a different request. */
  | { kind: 'conflict' };

class Replayed extends Error {}
class Conflict extends Error {}

const scope = new AsyncLocalStorage<{ submission: Submission; claimed: boolean }>();

/** Runs a lib/leads store call so that its transaction claims `submission` first. */
export async function storeOnce<T>(
  submission: Submission,
  store: () => Promise<T>,
): Promise<StoreOnceResult<T>> {
  try {
    const value = await scope.run({ submission, claimed: false }, store);
    return { kind: 'stored', value };
  } catch (error) {
    if (error instanceof Replayed) return { kind: 'replayed' };
    if (error instanceof Conflict) return { kind: 'conflict' };
    throw error;
  }
}

/**
 * In the lead's transaction, before anything else: records the submission's key, or throws (and
 * so rolls the transaction back) when the key is already there. A key older than 24 hours is
 * taken over. Outside storeOnce it does nothing.
 */
export async function claimSubmission(tx: Db, now = new Date()) {
  const current = scope.getStore();
  if (!current || current.claimed) return;
  const { route, key, fingerprint } = current.submission;
  const expired = new Date(now.getTime() - SUBMISSION_KEY_TTL_MS);
  const taken = await tx.$executeRaw`
    INSERT INTO lead_submissions (route, key, fingerprint, created_at)
    VALUES (${route}, ${key}, ${fingerprint}, ${now})
    ON CONFLICT (route, key) DO UPDATE
       SET fingerprint = EXCLUDED.fingerprint, created_at = EXCLUDED.created_at
     WHERE lead_submissions.created_at < ${expired}`;
  if (taken === 1) {
    current.claimed = true;
    return;
  }
  const existing = await tx.leadSubmission.findUnique({
    where: { route_key: { route, key } },
    select: { fingerprint: true },
  });
  throw existing?.fingerprint === fingerprint ? new Replayed() : new Conflict();
}
