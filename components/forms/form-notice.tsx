import type { ReactNode } from 'react';

/**
 * The outcome of a submission sent without JavaScript, at the top of the form: the page came
 * back from the server with it, so there is no toast to show it. (With JavaScript the form shows
 * toasts instead.) An alert is announced when the page loads; a status is read in turn.
 */
export function FormNotice({ tone, children }: { tone: 'error' | 'success'; children: ReactNode }) {
  return tone === 'error' ? (
    <div
      role="alert"
      className="rounded-lg border-l-4 border-danger-700 bg-danger-50 px-4 py-3 text-sm font-medium text-danger-700"
    >
      {children}
    </div>
  ) : (
    <div
      role="status"
      className="rounded-lg border-l-4 border-success-700 bg-success-50 px-4 py-3 font-medium text-success-700"
    >
      {children}
    </div>
  );
}
