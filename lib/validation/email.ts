// One address, one form: trimmed and lower-cased. Used wherever an address is compared or stored
// as a key (newsletter rows, ADMIN_EMAILS, sessions, GDPR requests), so one mailbox is one value.
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}
