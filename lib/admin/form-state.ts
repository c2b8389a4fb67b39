// What a back-office form's Server Action answers (useActionState keeps it; without JavaScript
// the page is rendered again with it). Success usually redirects instead, so a reload cannot
// post twice. Free of server code: the form components import it.

export type AdminFormValues = Record<string, string | boolean>;

export type AdminFormState =
  | { status: 'idle' }
  /** Each failing field's message key: a ValidationKey (Forms.errors) or one of the form's own. */
  | { status: 'invalid'; errors: Record<string, string>; values: AdminFormValues }
  /** Refused for a reason that is not one field's: `reason` is a message key of the form's namespace. */
  | { status: 'failed'; reason: string; values: AdminFormValues }
  | { status: 'done'; message: string };

export const ADMIN_IDLE: AdminFormState = { status: 'idle' };

export function keptAdminValues(state: AdminFormState): AdminFormValues {
  return state.status === 'invalid' || state.status === 'failed' ? state.values : {};
}

export function formText(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === 'string' ? value : '';
}
