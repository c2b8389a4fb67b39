/** @jest-environment node */
import { backoffDelay, DEFAULT_RETRY_POLICY, parseRetryAfter } from '@/lib/email/backoff';

describe('backoffDelay', () => {
  test('doubles per attempt, half of it jittered', () => {
    expect(backoffDelay(1, DEFAULT_RETRY_POLICY, () => 0)).toBe(15_000);
    expect(backoffDelay(1, DEFAULT_RETRY_POLICY, () => 1)).toBe(30_000);
    expect(backoffDelay(3, DEFAULT_RETRY_POLICY, () => 0)).toBe(60_000);
    expect(backoffDelay(3, DEFAULT_RETRY_POLICY, () => 1)).toBe(120_000);
  });

  test('is capped at the maximum delay', () => {
    expect(backoffDelay(30, DEFAULT_RETRY_POLICY, () => 1)).toBe(DEFAULT_RETRY_POLICY.maxDelayMs);
  });
});

describe('parseRetryAfter', () => {
  const now = new Date('2026-01-01T12:00:00Z');

  test('reads delta-seconds and HTTP dates', () => {
    expect(parseRetryAfter('120', now)).toBe(120_000);
    expect(parseRetryAfter('Thu, 01 Jan 2026 12:01:00 GMT', now)).toBe(60_000);
  });

  test('ignores a missing or malformed value', () => {
    expect(parseRetryAfter(null, now)).toBeNull();
    expect(parseRetryAfter('soon', now)).toBeNull();
  });
});
