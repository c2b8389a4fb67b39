import type { FieldErrors } from '@/lib/validation/errors';

// What a form's Server Action answers, for the lead forms and the back office's alike (React's
// useActionState keeps it; without JavaScript the page is rendered again with it). Free of
// server code: the form components import it.

/** The fields as the visitor left them: text as typed, ticks as booleans. */
export type FormValues = Record<string, string | boolean>;

/**
 * One form's answer. `Success` is the form's own outcome (a lead is `sent`; a back-office form
 * is `done`, or redirects). `Reason` names why a valid submission was not taken; `Key` is the
 * message key of a refused field. Refused and failed answers carry what was typed, to show it again.
 */
export type FormState<
  Success extends { status: string },
  Reason extends string = string,
  Key extends string = string,
> =
  | { status: 'idle' }
  | Success
  /** Refused by the schema: every failing field's message key, and what was typed. */
  | { status: 'invalid'; errors: Record<string, Key>; values: FormValues }
  /** Not taken for another reason (rate limit, database down...); what was typed is kept. */
  | { status: 'failed'; reason: Reason; values: FormValues };

export type LeadFailure = 'rateLimited' | 'refused' | 'unavailable' | 'error';

export type LeadFormState = FormState<{ status: 'sent' }, LeadFailure, FieldErrors[string]>;

export const IDLE = { status: 'idle' } as const satisfies FormState<{ status: 'sent' }>;

/** The hidden field of every lead form: people never see it, form-filling bots do. */
export const HONEYPOT_FIELD = 'website';

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

/**
 * A Server Action's form argument as the client sent it: Next decodes whatever arguments a
 * request carries, so anything but a FormData (a hand-made request) reads as an empty form,
 * which the action's validation then refuses like any incomplete submission.
 */
export function formDataOf(value: unknown): FormData {
  return value instanceof FormData ? value : new FormData();
}

/** One text field of a submission, '' when absent or a file. */
export function textOf(formData: FormData, name: string): string {
  const value = formData.get(name);
  return typeof value === 'string' ? value : '';
}

/** The form's named fields from a submission; a checkbox is true when it was ticked. */
export function readFormValues(
  formData: FormData,
  fields: readonly string[],
  checkboxes: readonly string[] = [],
): FormValues {
  const values: FormValues = {};
  for (const name of fields) {
    values[name] = checkboxes.includes(name) ? formData.has(name) : textOf(formData, name);
  }
  return values;
}

/** What the form shows in its fields: the values of a refused submission, else nothing. */
export function keptValues(state: { status: string; values?: FormValues }): FormValues {
  return (state.status === 'invalid' || state.status === 'failed') && state.values
    ? state.values
    : {};
}
