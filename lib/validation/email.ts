import { EMAIL_PATTERN, MAX_LENGTH } from './constants';
import { hasUnsafeCharacters } from './text';

// One address, one form: trimmed and lower-cased. Used wherever an address is compared or stored
// as a key (newsletter rows, ADMIN_EMAILS, sessions, GDPR requests), so one mailbox is one value.
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** The forms' rule for an address (fields.ts emailField) outside a schema: the length first. */
export function isEmailAddress(email: string): boolean {
  return (
    email.length <= MAX_LENGTH.email && EMAIL_PATTERN.test(email) && !hasUnsafeCharacters(email)
  );
}
