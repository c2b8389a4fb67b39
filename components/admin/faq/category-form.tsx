'use client';

import { AdminActionForm } from '@/components/admin/tools/action-form';
import { TextField } from '@/components/ui/field';
import { saveFaqCategory } from '@/lib/admin/actions/faq';

interface Props {
  /** Absent for a new category (which then asks for its key). */
  id?: string;
  initial: { titleSv: string; titleEn: string };
  labels: { key: string; titleSv: string; titleEn: string; required: string; submit: string };
  messages: Record<string, string>;
}

export function FaqCategoryForm({ id, initial, labels, messages }: Props) {
  const prefix = id ? `category-${id}` : 'category-new';
  return (
    <AdminActionForm action={saveFaqCategory} messages={messages} className="space-y-4">
      {(form) => (
        <>
          {id ? <input type="hidden" name="id" value={id} /> : null}
          {id ? null : (
            <TextField
              id={`${prefix}-key`}
              name="key"
              label={labels.key}
              requiredLabel={labels.required}
              pattern="[a-z0-9]+(-[a-z0-9]+)*"
              defaultValue={form.value('key')}
              error={form.error('key')}
            />
          )}
          <div className="grid gap-4 md:grid-cols-2">
            {(['Sv', 'En'] as const).map((lang) => (
              <TextField
                key={lang}
                id={`${prefix}-title${lang}`}
                name={`title${lang}`}
                lang={lang.toLowerCase()}
                label={labels[`title${lang}`]}
                requiredLabel={labels.required}
                defaultValue={form.value(`title${lang}`, initial[`title${lang}`])}
                error={form.error(`title${lang}`)}
              />
            ))}
          </div>
          <button type="submit" className="btn btn-primary" disabled={form.busy}>
            {labels.submit}
          </button>
        </>
      )}
    </AdminActionForm>
  );
}
