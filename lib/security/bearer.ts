import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

// Both sides are reduced to an HMAC under a key of this process before they are compared: two
// digests of one length, compared in constant time, so how long the check takes says nothing
// about the secret, not even its length (a plain comparison must first look at the lengths).
const KEY = randomBytes(32);
const digest = (value: string) => createHmac('sha256', KEY).update(value).digest();

/**
 * Whether the request carries `Authorization: Bearer <secret>`, compared in constant time. No
 * secret configured means no caller is authorized: an unset variable never opens the route.
 */
export function hasBearerSecret(request: Request, secret: string | undefined): boolean {
  if (!secret) return false;
  const given = request.headers.get('authorization') ?? '';
  return timingSafeEqual(digest(given), digest(`Bearer ${secret}`));
}
