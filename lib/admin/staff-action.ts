import 'server-only';
import { unstable_rethrow } from 'next/navigation';
import type * as z from 'zod/mini';
import { recordAudit, type AuditEvent } from '@/lib/admin/audit';
import { assertStaff, type Staff } from '@/lib/admin/session';
import { getDb, TRANSACTION_LIMITS, type Db } from '@/lib/db/client';
import { formDataOf, type FormState, type FormValues } from '@/lib/forms/state';
import { fieldErrors } from '@/lib/validation/errors';

// Every staff Server Action (lib/admin/actions/) is built by staffAction() or staffPost(), so
// the order is the same by construction:
//   1. the session (assertStaff(): no session, a redirect to the sign-in page; nothing is read);
//   2. parse(form): the input, or answer(state) at once (invalid input: nothing is written);
//   3. run(tx, input, staff) in one transaction, with the audit rows it returns written by the
//      same transaction: the change and its record commit together or not at all;
//   4. done(result, input) after the commit: revalidate, schedule work, redirect or answer.
// run() uses only `tx` (a query through another client would not see the transaction's writes
// and could wait for its locks) and never redirects (redirect() throws; it belongs in done()).
// Each action is one declaration: `export const saveFaq = staffAction({ ... })`.
// tests/integration/admin/actions.test.ts calls every 'use server' export without a session.

export type StaffAudit = Omit<AuditEvent, 'actor'>;

// A back-office form's state is the generic form state of lib/forms/state.ts: success usually
// redirects instead (so a reload cannot post twice), else it is `done` with a message key.
// `errors` hold a ValidationKey (Forms.errors) or one of the form's own keys; a failure's
// `reason` is a message key of the form's namespace.
export type AdminFormState = FormState<{ status: 'done'; message: string }>;

/** What parse() returns to stop before the transaction: the answer to give (invalid input). */
export class Answer<A> {
  constructor(readonly value: A) {}
}
export const answer = <A>(value: A) => new Answer(value);

/** parse()'s answer to refused input: each refused field's message key, and what was typed. */
export const invalid = (errors: Record<string, string>, values: FormValues) =>
  answer<AdminFormState>({ status: 'invalid', errors, values });

/** A schema's parsed input, or the answer that says which fields it refused and why. */
export function validated<T>(
  parsed: z.core.util.SafeParseResult<T>,
  kept: FormValues,
): T | Answer<AdminFormState> {
  return parsed.success ? parsed.data : invalid(fieldErrors(parsed.error), kept);
}

export interface StaffActionSpec<I, R, A> {
  parse(form: FormData): I | Answer<A> | Promise<I | Answer<A>>;
  run(tx: Db, input: I, staff: Staff): Promise<{ result: R; audit: StaffAudit[] }>;
  /** An error thrown by run() (rolled back) as an answer; without it, or rethrown, it propagates. */
  failed?(error: unknown, input: I): A | Promise<A>;
  done(result: R, input: I): A | Promise<A>;
}

async function perform<I, R, A>(spec: StaffActionSpec<I, R, A>, form: FormData): Promise<A> {
  const staff = await assertStaff();
  const input = await spec.parse(formDataOf(form));
  if (input instanceof Answer) return input.value;
  let result: R;
  try {
    const db = await getDb();
    result = await db.$transaction(async (tx) => {
      const outcome = await spec.run(tx, input, staff);
      for (const event of outcome.audit) await recordAudit(tx, { ...event, actor: staff.email });
      return outcome.result;
    }, TRANSACTION_LIMITS);
  } catch (error) {
    unstable_rethrow(error);
    if (!spec.failed) throw error;
    return spec.failed(error, input);
  }
  return spec.done(result, input);
}

/** A form with useActionState: the action takes the previous state (unused) and the form. */
export function staffAction<I, R, A>(
  spec: StaffActionSpec<I, R, A>,
): (previous: A, form: FormData) => Promise<A> {
  return async (_previous, form) => perform(spec, form);
}

/** A plain form post or button, which always ends in a redirect. */
export function staffPost<I, R>(
  spec: StaffActionSpec<I, R, never>,
): (form?: FormData) => Promise<void> {
  return async (form) => perform(spec, formDataOf(form));
}
