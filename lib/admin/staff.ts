import { env } from '@/lib/env';
import { normalizeEmail } from '@/lib/validation/email';

// Who may use the back office: the addresses in ADMIN_EMAILS (lib/env.ts, already trimmed and
// lower-cased). Checked when a link is asked for, when it is used and on every request, so an
// address removed from the list loses access at once, even with a session still open.

export function isStaffEmail(
  email: string,
  allowed: readonly string[] = env.ADMIN_EMAILS,
): boolean {
  const address = normalizeEmail(email);
  return address !== '' && allowed.includes(address);
}
