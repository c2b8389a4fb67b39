import type { Resend } from 'resend';
import type { EmailOutbox, PrismaClient } from '@/lib/db/generated/client';
import { env } from '@/lib/env';
import { DEFAULT_RETRY_POLICY, parseRetryAfter, type RetryPolicy } from './backoff';
import { claimDueEmails } from './claim';
import { writeMailFile } from './mail-file';
import { recordOutcome, releaseRows, type Outcome } from './outcome';
import { createResendClient, sendWithResend, type OutgoingEmail } from './resend-transport';

export interface DeliveryOptions {
  now?: () => Date;
  random?: () => number;
  batchSize?: number;
  timeoutMs?: number;
  retry?: RetryPolicy;
  /** Unset (or null): write files to mailDir and mark rows `logged`. */
  resendApiKey?: string | null;
  resendBaseUrl?: string;
  from?: string;
  mailDir?: string;
}

export interface DeliverySummary {
  claimed: number;
  sent: number;
  logged: number;
  retried: number;
  dead: number;
}

type Settings = Required<Omit<DeliveryOptions, 'resendApiKey' | 'resendBaseUrl'>> &
  Pick<DeliveryOptions, 'resendApiKey' | 'resendBaseUrl'>;

function settings(options: DeliveryOptions): Settings {
  return {
    now: () => new Date(),
    random: Math.random,
    batchSize: 10,
    timeoutMs: 10_000,
    retry: DEFAULT_RETRY_POLICY,
    resendApiKey: env.RESEND_API_KEY,
    resendBaseUrl: env.RESEND_BASE_URL,
    from: env.MAIL_FROM,
    mailDir: env.MAIL_DIR,
    ...options,
  };
}

// The outbox's `headers` column is JSON: only a flat object of strings is passed on.
function extraHeaders(value: EmailOutbox['headers']): Record<string, string> | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const entries = Object.entries(value).filter(
    (entry): entry is [string, string] => typeof entry[1] === 'string',
  );
  return entries.length > 0 ? Object.fromEntries(entries) : null;
}

function outgoing(row: EmailOutbox, from: string): OutgoingEmail {
  const { recipient: to, replyTo, subject, html, text, idempotencyKey } = row;
  return {
    from,
    to,
    replyTo,
    subject,
    html,
    text,
    idempotencyKey,
    headers: extraHeaders(row.headers),
  };
}

async function attempt(row: EmailOutbox, s: Settings, client: Resend | null): Promise<Outcome> {
  const email = outgoing(row, s.from);
  if (!client) {
    try {
      await writeMailFile(s.mailDir, email, s.now());
      return { kind: 'logged' };
    } catch (error) {
      return {
        kind: 'retry',
        status: null,
        error: `mail file: ${String(error)}`,
        retryAfter: null,
      };
    }
  }
  if (row.attempts > s.retry.maxAttempts) {
    return { kind: 'reject', status: null, error: 'no attempts left' }; // reclaimed after a crash
  }
  return sendWithResend(client, email, s.timeoutMs);
}

/**
 * Claims the due outbox rows (one batch) and delivers them one by one: through Resend when
 * RESEND_API_KEY is set, else as files in MAIL_DIR. Failures are rescheduled with backoff (or
 * Retry-After) or marked dead; nothing throws for a failed email.
 */
export async function deliverDueEmails(
  db: PrismaClient,
  options: DeliveryOptions = {},
): Promise<DeliverySummary> {
  const s = settings(options);
  const now = s.now();
  // Sends are sequential, so the lease covers the whole batch even if every send times out.
  const leaseUntil = new Date(now.getTime() + s.batchSize * (s.timeoutMs + 1_000) + 30_000);
  const rows = await claimDueEmails(db, now, leaseUntil, s.batchSize);
  const summary: DeliverySummary = {
    claimed: rows.length,
    sent: 0,
    logged: 0,
    retried: 0,
    dead: 0,
  };
  const client = s.resendApiKey ? createResendClient(s.resendApiKey, s.resendBaseUrl) : null;
  for (const [index, row] of rows.entries()) {
    const outcome = await attempt(row, s, client);
    summary[
      await recordOutcome(db, row, outcome, { now: s.now(), retry: s.retry, random: s.random })
    ] += 1;
    if (outcome.kind === 'retry' && outcome.status === 429) {
      const wait = parseRetryAfter(outcome.retryAfter, s.now()) ?? s.retry.baseDelayMs;
      await releaseRows(db, rows.slice(index + 1), new Date(s.now().getTime() + wait));
      break;
    }
  }
  return summary;
}
