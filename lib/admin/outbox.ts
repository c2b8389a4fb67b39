import 'server-only';
import type { Db } from '@/lib/db/client';

// The back office's view of the outbox (lib/email): emails that failed (waiting for another
// attempt, with the last error) or gave up (dead), how many are waiting, and a retry that puts a
// row back in the queue with a fresh round of attempts. The caller then triggers the sender.

/** Dead rows, and pending rows that have failed at least once; newest first. */
export async function listProblemEmails(db: Db, limit = 100) {
  return db.emailOutbox.findMany({
    where: { OR: [{ status: 'dead' }, { status: 'pending', lastError: { not: null } }] },
    orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
    take: limit,
    select: {
      id: true,
      recipient: true,
      subject: true,
      status: true,
      attempts: true,
      lastError: true,
      nextAttemptAt: true,
      createdAt: true,
    },
  });
}

/** How many emails wait (queued or being sent: not delivered yet) and how many gave up. */
export async function outboxCounts(db: Db) {
  const [waiting, dead] = await Promise.all([
    db.emailOutbox.count({ where: { status: { in: ['pending', 'sending'] } } }),
    db.emailOutbox.count({ where: { status: 'dead' } }),
  ]);
  return { waiting, dead };
}

/**
 * Queues a dead or failed email again, due at once, with its attempts reset (the sender gives up
 * after the retry policy's maximum). False when the row is gone or not in a retryable state (it
 * was sent meanwhile, or a sender holds it), and for a sign-in email: its body is gone once it
 * is given up, and its link would have expired anyway (the staff member asks for a new one).
 */
export async function retryEmail(db: Db, id: string, now: Date): Promise<boolean> {
  const { count } = await db.emailOutbox.updateMany({
    where: { id, status: { in: ['dead', 'pending'] }, leadKind: { not: 'staff_sign_in' } },
    data: { status: 'pending', attempts: 0, nextAttemptAt: now },
  });
  return count === 1;
}
