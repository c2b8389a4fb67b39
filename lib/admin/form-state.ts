import type { FormState } from '@/lib/forms/state';

// A back-office form's state is the generic form state of lib/forms/state.ts: success usually
// redirects instead (so a reload cannot post twice), else it is `done` with a message key.
// `errors` hold a ValidationKey (Forms.errors) or one of the form's own keys; a failure's
// `reason` is a message key of the form's namespace.

export type AdminFormState = FormState<{ status: 'done'; message: string }>;
