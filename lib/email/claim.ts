import { Prisma, type EmailOutbox, type PrismaClient } from '@/lib/db/generated/client';

/**
 * The claim's statement (its own function so tests/integration/db/outbox-claim-cost.test.ts can
 * EXPLAIN exactly this SQL). The due rows are picked in a materialised CTE: as a subquery in
 * `WHERE id IN (...)` the planner may run the LIMIT ... SKIP LOCKED query more than once and
 * claim more than `limit`.
 */
export function claimStatement(now: Date, leaseUntil: Date, limit: number): Prisma.Sql {
  return Prisma.sql`
    WITH due AS MATERIALIZED (
           SELECT id FROM email_outbox
            WHERE status IN ('pending', 'sending') AND next_attempt_at <= ${now}
            ORDER BY next_attempt_at
            LIMIT ${limit}
            FOR UPDATE SKIP LOCKED)
    UPDATE email_outbox AS o
       SET status = 'sending', attempts = o.attempts + 1, next_attempt_at = ${leaseUntil}, updated_at = ${now}
      FROM due
     WHERE o.id = due.id AND o.status IN ('pending', 'sending') AND o.next_attempt_at <= ${now}
    RETURNING o.id`;
}

/**
 * Atomically takes up to `limit` due rows: pending ones whose next_attempt_at has come, and
 * "sending" ones whose lease ran out (their runner died mid-send). Each claimed row becomes
 * `sending` with a lease (next_attempt_at = leaseUntil) and one more attempt counted, in a single
 * UPDATE, never more than `limit`. FOR UPDATE SKIP LOCKED makes concurrent runners skip each
 * other's rows and the repeated conditions are re-checked after any lock wait, so a row is never
 * claimed twice.
 */
export async function claimDueEmails(
  db: PrismaClient,
  now: Date,
  leaseUntil: Date,
  limit: number,
): Promise<EmailOutbox[]> {
  const claimed = await db.$queryRaw<{ id: string }[]>(claimStatement(now, leaseUntil, limit));
  if (claimed.length === 0) return [];
  return db.emailOutbox.findMany({
    where: { id: { in: claimed.map((row) => row.id) } },
    orderBy: { nextAttemptAt: 'asc' },
  });
}

/**
 * The provider asked us to wait (429 with Retry-After): every pending row due before `until`
 * waits until then, on every instance, since the limit is the provider's, not this process's.
 */
export async function postponeDue(db: PrismaClient, now: Date, until: Date): Promise<void> {
  await db.emailOutbox.updateMany({
    where: { status: 'pending', nextAttemptAt: { lt: until } },
    data: { nextAttemptAt: until, updatedAt: now },
  });
}

/** When the next row becomes claimable (a pending retry or a lease running out), or null. */
export async function nextDueAt(db: PrismaClient): Promise<Date | null> {
  const next = await db.emailOutbox.aggregate({
    where: { status: { in: ['pending', 'sending'] } },
    _min: { nextAttemptAt: true },
  });
  return next._min.nextAttemptAt;
}
