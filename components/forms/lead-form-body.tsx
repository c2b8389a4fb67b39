import type { ReactNode } from 'react';
import { HONEYPOT_FIELD, SUBMISSION_KEY_FIELD } from '@/lib/forms/state';
import { OutcomeNotice } from './form-notice';
import type { LeadForm } from './lead-form';
import { SubmitButton, type SubmitButtonProps } from './submit-button';

/**
 * A lead form around its fields: the outcome of a submission sent without JavaScript, the
 * <form> with its hidden fields, and the Send button in its own row.
 */
export function LeadFormBody({
  form,
  className,
  formClassName,
  submit,
  children,
}: {
  form: LeadForm;
  /** The classes of the block around the notice and the form, and of the <form> itself. */
  className: string;
  formClassName: string;
  /** The Send button's look, and what else blocks it. */
  submit?: Omit<SubmitButtonProps, 'busy' | 'label' | 'busyLabel'>;
  children: ReactNode;
}) {
  const { scope, text } = form;
  const trapId = `${form.idPrefix}-${HONEYPOT_FIELD}`;
  return (
    <div className={className}>
      <OutcomeNotice state={scope.state} origin={scope.origin} texts={form.outcome} />
      <form {...form.formProps} className={formClassName}>
        {children}
        {/* The trap field: off-screen and hidden from assistive technology, out of the tab order,
            so only bots fill it; the server answers a filled one as if the lead were stored, and
            stores nothing. And the submission's idempotency key (lib/leads/submission.ts). */}
        <div
          aria-hidden="true"
          className="absolute -left-[10000px] top-auto size-px overflow-hidden"
        >
          <label htmlFor={trapId}>{text.shared.honeypot}</label>
          <input
            id={trapId}
            name={HONEYPOT_FIELD}
            type="text"
            tabIndex={-1}
            autoComplete="off"
            defaultValue=""
          />
          <input type="hidden" name={SUBMISSION_KEY_FIELD} value={scope.submissionKey} />
        </div>
        <SubmitButton
          busy={scope.pending}
          label={text.form.submit}
          busyLabel={text.form.sending}
          {...submit}
        />
      </form>
    </div>
  );
}
