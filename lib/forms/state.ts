import type { FieldErrors } from '@/lib/validation/errors';

// What a lead form's server action answers (React's useActionState keeps it; without JavaScript
// the page is rendered again with it). Free of server code: the form components import it.

/** The fields as the visitor left them: text as typed, ticks as booleans. */
export type FormValues = Record<string, string | boolean>;

export type LeadFailure = 'rateLimited' | 'refused' | 'unavailable' | 'error';

export type LeadFormState =
  | { status: 'idle' }
  | { status: 'sent' }
  /** Refused by the schema: every field's message key, and what was typed, to show it again. */
  | { status: 'invalid'; errors: FieldErrors; values: FormValues }
  /** Not stored for another reason (rate limit, database down...); what was typed is kept. */
  | { status: 'failed'; reason: LeadFailure; values: FormValues };

export const IDLE: LeadFormState = { status: 'idle' };

/**
 * The hidden field with the form's idempotency key (lib/leads/submission.ts): filled in by the
 * browser once the form has hydrated, empty in the prerendered HTML (the server then derives the
 * key from the submission).
 */
export const SUBMISSION_KEY_FIELD = 'idempotencyKey';

/**
 * The field the browser adds when it sends a lead form itself: the host of the site whose link
 * opened this visit (document.referrer, host only, never its path), '' when there is none or it
 * is this site. Without JavaScript it is not sent and the lead has no referring site.
 */
export const REFERRER_FIELD = 'referrerHost';

/** In the browser: the external referrer's host of this visit's first page, or ''. */
export function visitReferrerHost(): string {
  try {
    const { host } = new URL(document.referrer);
    return host && host !== window.location.host ? host : '';
  } catch {
    return '';
  }
}

export type LeadAction = (previous: LeadFormState, formData: FormData) => Promise<LeadFormState>;

/** The form's named fields from a submission; a checkbox is true when it was ticked. */
export function readFormValues(
  formData: FormData,
  fields: readonly string[],
  checkboxes: readonly string[] = [],
): FormValues {
  const values: FormValues = {};
  for (const name of fields) {
    if (checkboxes.includes(name)) {
      values[name] = formData.has(name);
      continue;
    }
    const value = formData.get(name);
    values[name] = typeof value === 'string' ? value : '';
  }
  return values;
}

/** What the form shows in its fields: the values of a refused submission, else nothing. */
export function keptValues(state: LeadFormState): FormValues {
  return state.status === 'invalid' || state.status === 'failed' ? state.values : {};
}
