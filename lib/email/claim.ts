import type { EmailOutbox, PrismaClient } from '@/lib/db/generated/client';

/**
 * Atomically takes up to `limit` due rows: pending ones whose next_attempt_at has come, and
 * "sending" ones whose lease ran out (their runner died mid-send). Each claimed row becomes
 * `sending` with a lease (next_attempt_at = leaseUntil) and one more attempt counted, in a single
 * UPDATE. On PostgreSQL, FOR UPDATE SKIP LOCKED makes concurrent runners skip each other's rows
 * and the repeated conditions are re-checked after any lock wait, so a row is never claimed
 * twice; PGlite has one connection, so the statements simply run one after the other.
 */
export async function claimDueEmails(
  db: PrismaClient,
  now: Date,
  leaseUntil: Date,
  limit: number,
): Promise<EmailOutbox[]> {
  const claimed = await db.$queryRaw<{ id: string }[]>`
    UPDATE email_outbox
       SET status = 'sending', attempts = attempts + 1, next_attempt_at = ${leaseUntil}, updated_at = ${now}
     WHERE id IN (
             SELECT id FROM email_outbox
              WHERE status IN ('pending', 'sending') AND next_attempt_at <= ${now}
              ORDER BY next_attempt_at
              LIMIT ${limit}
              FOR UPDATE SKIP LOCKED)
       AND status IN ('pending', 'sending') AND next_attempt_at <= ${now}
    RETURNING id`;
  if (claimed.length === 0) return [];
  return db.emailOutbox.findMany({
    where: { id: { in: claimed.map((row) => row.id) } },
    orderBy: { nextAttemptAt: 'asc' },
  });
}
