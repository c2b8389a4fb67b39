import type { ReactNode } from 'react';
import type { LeadFailure, LeadFormState } from '@/lib/forms/state';
import type { FieldErrors } from '@/lib/validation/errors';

/**
 * The outcome of a submission sent without JavaScript, at the top of the form: the page came
 * back from the server with it, so there is no toast to show it. (With JavaScript the form shows
 * toasts instead.) An alert is announced when the page loads; a status is read in turn.
 */
export function FormNotice({ tone, children }: { tone: 'error' | 'success'; children: ReactNode }) {
  return (
    <div role={tone === 'error' ? 'alert' : 'status'} className={NOTICE_CLASSES[tone]}>
      {children}
    </div>
  );
}

const NOTICE_CLASSES = {
  error:
    'rounded-lg border-l-4 border-danger-700 bg-danger-50 px-4 py-3 text-sm font-medium text-danger-700',
  success:
    'rounded-lg border-l-4 border-success-700 bg-success-50 px-4 py-3 font-medium text-success-700',
};

/** What a lead form's notice says for each outcome, in the page's language. */
export interface OutcomeTexts {
  /** The one sentence for a refused submission (./refusal.ts). */
  refusal: (errors: FieldErrors) => string;
  /** The sentence for a submission that was not taken, by reason (rate limit, server error). */
  failure: (reason: LeadFailure) => string;
  /** Shown after a send, when the form stays on the page. */
  sent?: ReactNode;
}

/**
 * A lead form's outcome after a submission without JavaScript (`origin` 'page'): refused, not
 * taken, or (when the form says so) sent. With JavaScript the same texts go to toasts instead.
 */
export function OutcomeNotice({
  state,
  origin,
  texts,
}: {
  state: LeadFormState;
  origin: 'page' | 'client';
  texts: OutcomeTexts;
}) {
  if (origin !== 'page') return null;
  if (state.status === 'invalid') {
    return <FormNotice tone="error">{texts.refusal(state.errors)}</FormNotice>;
  }
  if (state.status === 'failed') {
    return <FormNotice tone="error">{texts.failure(state.reason)}</FormNotice>;
  }
  if (state.status === 'sent' && texts.sent) {
    return <FormNotice tone="success">{texts.sent}</FormNotice>;
  }
  return null;
}
