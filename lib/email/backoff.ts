export interface RetryPolicy {
  /** Delay before the second attempt; doubles with every further attempt. */
  baseDelayMs: number;
  maxDelayMs: number;
  /** After this many attempts a failing email is marked dead. */
  maxAttempts: number;
}

// 30 s, 1, 2, 4, 8, 16, 32 min, then the 1 h cap: eight attempts span about 2 hours, which
// rides out a provider incident without mailing staff a day late.
export const DEFAULT_RETRY_POLICY: RetryPolicy = {
  baseDelayMs: 30_000,
  maxDelayMs: 60 * 60_000,
  maxAttempts: 8,
};

/**
 * Exponential backoff with "equal jitter": half the exponential delay fixed, half random, so
 * emails that failed together (an outage) do not all retry in the same second.
 */
export function backoffDelay(
  attempt: number,
  policy: RetryPolicy = DEFAULT_RETRY_POLICY,
  random: () => number = Math.random,
): number {
  const exponential = Math.min(
    policy.maxDelayMs,
    policy.baseDelayMs * 2 ** Math.max(0, attempt - 1),
  );
  return Math.round(exponential / 2 + random() * (exponential / 2));
}

/** Retry-After as milliseconds from `now` (delta-seconds or an HTTP date); null if absent/bad. */
export function parseRetryAfter(value: string | null | undefined, now: Date): number | null {
  if (!value) return null;
  const trimmed = value.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed) * 1000;
  const date = Date.parse(trimmed);
  return Number.isNaN(date) ? null : Math.max(0, date - now.getTime());
}
