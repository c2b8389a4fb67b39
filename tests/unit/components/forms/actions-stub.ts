// Stand-in for the Server Actions of @/lib/forms/actions (server code: it cannot run in jsdom).
// Each test decides what the "server" answers; the calls show what the form sent.
import { SUBMISSION_KEY_FIELD, type LeadFormState } from '@/lib/forms/state';

type Action = jest.Mock<Promise<LeadFormState>, [LeadFormState, FormData]>;
const action = (): Action =>
  jest.fn<Promise<LeadFormState>, [LeadFormState, FormData]>(async () => ({ status: 'sent' }));

export const submitContact = action();
export const submitNewsletter = action();
export const submitTechsverige = action();
export const submitReference = action();
export const submitAcademyRegistration = action();

/**
 * The fields of every submission an action received, as plain objects, without the idempotency
 * key the form adds to each (keysSent; tests/unit/components/forms/submission-key.test.tsx).
 */
export function sent(mock: Action): Record<string, string>[] {
  return mock.mock.calls.map(([, formData]) =>
    Object.fromEntries(
      [...formData.entries()]
        .filter(([key]) => key !== SUBMISSION_KEY_FIELD)
        .map(([key, value]) => [key, String(value)]),
    ),
  );
}

/** The idempotency key of every submission an action received. */
export function keysSent(mock: Action): string[] {
  return mock.mock.calls.map(([, formData]) => String(formData.get(SUBMISSION_KEY_FIELD)));
}
