import { Resend } from 'resend';

export interface OutgoingEmail {
  from: string;
  to: string;
  replyTo: string | null;
  subject: string;
  html: string;
  text: string;
  idempotencyKey: string;
  /** Extra headers, e.g. List-Unsubscribe; values are single-line (built by us, never typed). */
  headers?: Record<string, string> | null;
}

export type SendOutcome =
  | { kind: 'sent'; providerId: string | null }
  | {
      kind: 'retry';
      status: number | null;
      error: string;
      retryAfter: string | null;
      /** What was thrown, for the log line (its stack and cause); never stored. */
      cause?: unknown;
    }
  | { kind: 'reject'; status: number | null; error: string };

/** A failure worth retrying that no provider answered (a timeout, the network, a full disk). */
export function unanswered(error: string, cause?: unknown): SendOutcome {
  return { kind: 'retry', status: null, error, retryAfter: null, cause };
}

/** The Resend client for `apiKey`, or null without one (emails become files in MAIL_DIR). */
export function createResendClient(apiKey?: string | null, baseUrl?: string): Resend | null {
  return apiKey ? new Resend(apiKey, baseUrl ? { baseUrl } : undefined) : null;
}

// 408, 429 and 5xx are the provider's (or network's) trouble and worth retrying; other 4xx mean
// this email will never be accepted as it is (422 validation error, 403 unverified domain...).
// 409 is either a concurrent request with the same idempotency key (retry: the other finishes)
// or the key reused with a different payload (never succeeds).
function isRetryable(status: number, name: string): boolean {
  if (status === 408 || status === 429 || status >= 500) return true;
  return status === 409 && name === 'concurrent_idempotent_requests';
}

/**
 * One send through the Resend SDK, with Resend's Idempotency-Key (a retry after a lost response
 * is not sent twice) and a hard timeout: the request is aborted, and a race guards against
 * anything in the SDK that would not honour the abort.
 */
export async function sendWithResend(
  client: Resend,
  email: OutgoingEmail,
  timeoutMs: number,
): Promise<SendOutcome> {
  const controller = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<'timeout'>((resolve) => {
    timer = setTimeout(() => {
      controller.abort();
      resolve('timeout');
    }, timeoutMs);
  });
  try {
    const request = client.emails.send(
      {
        from: email.from,
        to: [email.to],
        subject: email.subject,
        html: email.html,
        text: email.text,
        ...(email.replyTo ? { replyTo: email.replyTo } : {}),
        ...(email.headers ? { headers: email.headers } : {}),
      },
      { idempotencyKey: email.idempotencyKey, signal: controller.signal },
    );
    const result = await Promise.race([request, timedOut]);
    if (result === 'timeout' || controller.signal.aborted) {
      return unanswered(`timed out after ${timeoutMs} ms`);
    }
    if (!result.error) return { kind: 'sent', providerId: result.data?.id ?? null };
    const { statusCode, name, message } = result.error;
    if (statusCode === null || isRetryable(statusCode, name)) {
      const retryAfter = result.headers?.['retry-after'] ?? null;
      return { kind: 'retry', status: statusCode, error: `${name}: ${message}`, retryAfter };
    }
    return { kind: 'reject', status: statusCode, error: `${name}: ${message}` };
  } catch (error) {
    return unanswered(error instanceof Error ? error.message : String(error), error);
  } finally {
    clearTimeout(timer);
  }
}
