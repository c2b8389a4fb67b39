// The hand-over from the salary-verification page to the contact form ("navigates to
// the contact page passing a prefilled message as navigation state").
//
// Contract: right before navigating to the contact page, the salary page calls
// `saveContactPrefill(message)`, which writes sessionStorage["contact-prefill"] =
// JSON { message, service: 'immigration' }. The contact form calls `takeContactPrefill()` once on
// mount: it starts with that message and the immigration service, and the stored value is
// removed, so a reload or a later visit starts empty. sessionStorage is per tab, so the message
// never leaks into another tab, and nothing personal goes into the URL.

export const CONTACT_PREFILL_KEY = 'contact-prefill';

export interface ContactPrefill {
  message: string;
  service: 'immigration';
}

// Longer than any message the salary page writes, shorter than the form's own limit.
const MAX_PREFILL_LENGTH = 4000;

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null; // disabled storage (privacy modes) throws on access
  }
}

/** Salary page: call right before navigating to the contact page. */
export function saveContactPrefill(message: string): void {
  const prefill: ContactPrefill = {
    message: message.slice(0, MAX_PREFILL_LENGTH),
    service: 'immigration',
  };
  try {
    storage()?.setItem(CONTACT_PREFILL_KEY, JSON.stringify(prefill));
  } catch {
    // Quota or privacy mode: the visitor simply gets an empty form.
  }
}

/** Contact form: reads and removes the hand-over; null when there is none or it is malformed. */
export function takeContactPrefill(): ContactPrefill | null {
  const store = storage();
  if (!store) return null;
  let raw: string | null = null;
  try {
    raw = store.getItem(CONTACT_PREFILL_KEY);
    store.removeItem(CONTACT_PREFILL_KEY);
  } catch {
    return null;
  }
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    if (typeof value !== 'object' || value === null) return null;
    const { message } = value as { message?: unknown };
    if (typeof message !== 'string' || message.trim() === '') return null;
    return { message: message.slice(0, MAX_PREFILL_LENGTH), service: 'immigration' };
  } catch {
    return null;
  }
}
