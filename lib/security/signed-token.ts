import { createHmac, timingSafeEqual } from 'node:crypto';

// Short signed tokens for links in emails: `<payload>.<signature>`, both base64url. The payload
// is `purpose:subject[:expires]` (expires in Unix seconds); the HMAC-SHA256 signature covers it,
// so a token cannot be forged, moved to another purpose or extended. Nothing personal is in it:
// the subject is a row id.

export interface TokenClaims {
  purpose: string;
  subject: string;
  /** Unix seconds; absent for tokens that never expire (unsubscribe links). */
  expires?: number;
}

const encode = (text: string) => Buffer.from(text, 'utf8').toString('base64url');
const sign = (key: Buffer, payload: string) =>
  createHmac('sha256', key).update(payload).digest('base64url');

export function signToken(key: Buffer, claims: TokenClaims): string {
  if (/[:]/.test(claims.purpose + claims.subject)) throw new Error('":" is reserved in tokens');
  const parts = [claims.purpose, claims.subject];
  if (claims.expires !== undefined) parts.push(String(Math.floor(claims.expires)));
  const payload = encode(parts.join(':'));
  return `${payload}.${sign(key, payload)}`;
}

export type TokenCheck =
  | { ok: true; subject: string }
  | { ok: false; reason: 'malformed' | 'signature' | 'purpose' | 'expired' };

/** Verifies signature, purpose and expiry (at `now`, in ms) of a token from a link. */
export function verifyToken(
  key: Buffer,
  token: unknown,
  purpose: string,
  now: number = Date.now(),
): TokenCheck {
  if (typeof token !== 'string' || token.length > 512) return { ok: false, reason: 'malformed' };
  const [payload, signature, extra] = token.split('.');
  if (!payload || !signature || extra !== undefined) return { ok: false, reason: 'malformed' };
  const expected = Buffer.from(sign(key, payload));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    return { ok: false, reason: 'signature' };
  }
  const [tokenPurpose, subject, expires, more] = Buffer.from(payload, 'base64url')
    .toString('utf8')
    .split(':');
  if (!subject || more !== undefined) return { ok: false, reason: 'malformed' };
  if (tokenPurpose !== purpose) return { ok: false, reason: 'purpose' };
  if (expires !== undefined && !(Number(expires) * 1000 > now)) {
    return { ok: false, reason: 'expired' };
  }
  return { ok: true, subject };
}
