/**
 * The client's address for rate limiting: the first hop of X-Forwarded-For, else X-Real-IP.
 * Our hosts (Vercel, or `next start` behind a reverse proxy) set X-Forwarded-For themselves and
 * overwrite what the client sent; a deployment whose proxy merely appends to a client-supplied
 * header must strip it first, or clients can pick their own rate-limit bucket.
 */
export function clientIp(headers: Headers): string {
  const forwarded = headers.get('x-forwarded-for')?.split(',')[0]?.trim();
  if (forwarded) return forwarded.slice(0, 64);
  const real = headers.get('x-real-ip')?.trim();
  if (real) return real.slice(0, 64);
  return 'unknown';
}
