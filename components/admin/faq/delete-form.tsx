'use client';

import { AdminActionForm, type AdminAction } from '@/components/admin/tools/action-form';
import { CheckboxField } from '@/components/ui/field';
import { removeFaq, removeFaqCategory } from '@/lib/admin/actions/faq';

interface Props {
  kind: 'faq' | 'category';
  id: string;
  labels: { title: string; confirm: string; required: string; submit: string; hint?: string };
  messages: Record<string, string>;
}

const ACTIONS: Record<Props['kind'], AdminAction> = { faq: removeFaq, category: removeFaqCategory };

/** Deletion needs a ticked box (required in the browser, checked again on the server). */
export function FaqDeleteForm({ kind, id, labels, messages }: Props) {
  return (
    <section
      aria-labelledby={`delete-${id}`}
      className="rounded-lg border border-danger-700/40 p-4"
    >
      <h2 id={`delete-${id}`} className="text-lg font-semibold">
        {labels.title}
      </h2>
      {labels.hint ? <p className="mt-1 text-sm text-muted">{labels.hint}</p> : null}
      <AdminActionForm action={ACTIONS[kind]} messages={messages} className="mt-3 space-y-3">
        {(form) => (
          <>
            <input type="hidden" name="id" value={id} />
            <CheckboxField
              id={`confirm-${id}`}
              name="confirm"
              label={labels.confirm}
              requiredLabel={labels.required}
              error={form.error('confirm')}
            />
            <button type="submit" className="btn btn-outline" disabled={form.busy}>
              {labels.submit}
            </button>
          </>
        )}
      </AdminActionForm>
    </section>
  );
}
