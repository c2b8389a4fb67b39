import { HONEYPOT_FIELD } from '@/lib/api/honeypot';
import { SUBMISSION_KEY_FIELD } from '@/lib/forms/state';
import { useLeadFormScope } from './lead-form';

/**
 * The form's hidden fields. The trap field: off-screen and hidden from assistive technology, out
 * of the tab order, so only bots fill it; the server answers a filled one as if the lead were
 * stored, and stores nothing. And the submission's idempotency key (lib/leads/submission.ts).
 */
export function Honeypot({ idPrefix, label }: { idPrefix: string; label: string }) {
  const { submissionKey } = useLeadFormScope();
  const id = `${idPrefix}-${HONEYPOT_FIELD}`;
  return (
    <div aria-hidden="true" className="absolute -left-[10000px] top-auto size-px overflow-hidden">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        name={HONEYPOT_FIELD}
        type="text"
        tabIndex={-1}
        autoComplete="off"
        defaultValue=""
      />
      <input type="hidden" name={SUBMISSION_KEY_FIELD} value={submissionKey} />
    </div>
  );
}
