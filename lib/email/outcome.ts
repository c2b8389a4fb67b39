import type { EmailOutbox, PrismaClient } from '@/lib/db/generated/client';
import { log } from '@/lib/log';
import { backoffDelay, parseRetryAfter, type RetryPolicy } from './backoff';
import type { SendOutcome } from './resend-transport';

export type Outcome = SendOutcome | { kind: 'logged' };
export type Recorded = 'sent' | 'logged' | 'retried' | 'dead';

// One line per failure, as JSON, so a log drain can count and alert on them. No addresses.
function logFailure(
  row: EmailOutbox,
  outcome: Exclude<SendOutcome, { kind: 'sent' }>,
  next: Date | null,
) {
  const fields = {
    outboxId: row.id,
    leadKind: row.leadKind,
    leadId: row.leadId,
    attempt: row.attempts,
    status: outcome.status,
    error: outcome.error,
    // The thrown error itself (a network failure, a full disk), with its stack and cause.
    ...('cause' in outcome && outcome.cause !== undefined ? { cause: outcome.cause } : {}),
    nextAttemptAt: next?.toISOString() ?? null,
  };
  if (next) log.warn('email.retry_scheduled', fields);
  else log.error('email.dead', fields);
}

/**
 * A staff sign-in email carries a link that signs in: once it is delivered (or given up), the
 * outbox keeps no copy of it. The subject and the delivery record stay.
 */
function finishedBody(row: EmailOutbox): { html?: string; text?: string } {
  return row.leadKind === 'staff_sign_in' ? { html: '', text: '' } : {};
}

/**
 * Stores what became of a claimed row: sent/logged; retried later (backoff with jitter, or the
 * provider's Retry-After if longer) while attempts remain; else dead. Only a row still in
 * `sending` is updated, so a runner whose lease ran out cannot overwrite a newer result.
 */
export async function recordOutcome(
  db: PrismaClient,
  row: EmailOutbox,
  outcome: Outcome,
  { now, retry, random }: { now: Date; retry: RetryPolicy; random: () => number },
): Promise<Recorded> {
  const where = { id: row.id, status: 'sending' as const };
  const finished = finishedBody(row);
  if (outcome.kind === 'sent' || outcome.kind === 'logged') {
    const providerId = outcome.kind === 'sent' ? outcome.providerId : null;
    await db.emailOutbox.updateMany({
      where,
      data: { status: outcome.kind, sentAt: now, providerId, lastError: null, ...finished },
    });
    return outcome.kind;
  }
  const retryAfter = outcome.kind === 'retry' ? parseRetryAfter(outcome.retryAfter, now) : null;
  const delay = Math.max(backoffDelay(row.attempts, retry, random), retryAfter ?? 0);
  const next =
    outcome.kind === 'retry' && row.attempts < retry.maxAttempts
      ? new Date(now.getTime() + delay)
      : null;
  await db.emailOutbox.updateMany({
    where,
    data: next
      ? { status: 'pending', nextAttemptAt: next, lastError: outcome.error }
      : { status: 'dead', lastError: outcome.error, ...finished },
  });
  logFailure(row, outcome, next);
  return next ? 'retried' : 'dead';
}
