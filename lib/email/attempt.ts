import type { Resend } from 'resend';
import type { EmailOutbox } from '@/lib/db/generated/client';
import { env } from '@/lib/env';
import { DEFAULT_RETRY_POLICY, type RetryPolicy } from './backoff';
import { writeMailFile } from './mail-file';
import type { Outcome } from './outcome';
import { sendWithResend, unanswered, type OutgoingEmail } from './resend-transport';

export interface DeliveryOptions {
  now?: () => Date;
  random?: () => number;
  /** At most this many sends in flight at once (default OUTBOX_CONCURRENCY, 4). */
  concurrency?: number;
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

export type Settings = Required<Omit<DeliveryOptions, 'resendApiKey' | 'resendBaseUrl'>> &
  Pick<DeliveryOptions, 'resendApiKey' | 'resendBaseUrl'>;

export function settings(options: DeliveryOptions): Settings {
  return {
    now: () => new Date(),
    random: Math.random,
    concurrency: env.OUTBOX_CONCURRENCY,
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
  const headers = extraHeaders(row.headers);
  return { from, to, replyTo, subject, html, text, idempotencyKey, headers };
}

/** One delivery attempt of a claimed row; never throws (a failure is an outcome). */
export async function attempt(
  row: EmailOutbox,
  s: Settings,
  client: Resend | null,
): Promise<Outcome> {
  const email = outgoing(row, s.from);
  if (!client) {
    try {
      await writeMailFile(s.mailDir, email, s.now());
      return { kind: 'logged' };
    } catch (error) {
      const message = error instanceof Error ? error.message : 'write failed';
      return unanswered(`mail file: ${message}`, error);
    }
  }
  if (row.attempts > s.retry.maxAttempts) {
    return { kind: 'reject', status: null, error: 'no attempts left' }; // reclaimed after a crash
  }
  return sendWithResend(client, email, s.timeoutMs);
}
