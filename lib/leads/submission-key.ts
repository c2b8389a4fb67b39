import { createHash } from 'node:crypto';

// The pure part of lead idempotency (./submission.ts), importable by scripts (the retention
// purge) as well as by the server.

/** How long a submission's key counts: after that the same content is a new lead. */
export const SUBMISSION_KEY_TTL_MS = 24 * 60 * 60_000;

function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((key) => [key, canonical((value as Record<string, unknown>)[key])]),
    );
  }
  return value;
}

/** sha256 of the request as validated (keys sorted): equal for the same content, whatever order. */
export function submissionFingerprint(route: string, request: unknown): string {
  return createHash('sha256')
    .update(JSON.stringify([route, canonical(request)]))
    .digest('base64url');
}

/** A key as a client may send it: 8-128 characters of letters, digits and `-_.:`. */
export function isValidSubmissionKey(value: unknown): value is string {
  return typeof value === 'string' && /^[A-Za-z0-9._:-]{8,128}$/.test(value);
}
