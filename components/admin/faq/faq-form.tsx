'use client';

import { AdminActionForm } from '@/components/admin/tools/action-form';
import { CheckboxField, SelectField, TextAreaField, TextField } from '@/components/ui/field';
import { saveFaq } from '@/lib/admin/actions/faq';
import type { FaqInput } from '@/lib/validation/admin-faq';
import type { faqFormProps } from './faq-form-labels';

interface Props {
  /** Absent for a new question. */
  id?: string;
  initial: FaqInput;
  categories: { key: string; title: string }[];
  labels: Awaited<ReturnType<typeof faqFormProps>>['labels'];
  messages: Record<string, string>;
}

/** A question in both languages side by side (stacked on narrow screens). */
export function FaqForm({ id, initial, categories, labels, messages }: Props) {
  return (
    <AdminActionForm action={saveFaq} messages={messages} className="space-y-6">
      {(form) => (
        <>
          {id ? <input type="hidden" name="id" value={id} /> : null}
          <SelectField
            id="faq-category"
            name="categoryKey"
            label={labels.categoryKey}
            requiredLabel={labels.required}
            defaultValue={form.value('categoryKey', initial.categoryKey)}
            error={form.error('categoryKey')}
          >
            {categories.map((category) => (
              <option key={category.key} value={category.key}>
                {category.title}
              </option>
            ))}
          </SelectField>
          <div className="grid gap-6 lg:grid-cols-2">
            {(['Sv', 'En'] as const).map((lang) => (
              <fieldset key={lang} className="space-y-4 rounded-lg border border-line p-4">
                <legend className="px-1 font-semibold">
                  {lang === 'Sv' ? labels.swedish : labels.english}
                </legend>
                <TextField
                  id={`faq-question${lang}`}
                  name={`question${lang}`}
                  lang={lang.toLowerCase()}
                  label={labels[`question${lang}`]}
                  requiredLabel={labels.required}
                  defaultValue={form.value(`question${lang}`, initial[`question${lang}`])}
                  error={form.error(`question${lang}`)}
                />
                <TextAreaField
                  id={`faq-answer${lang}`}
                  name={`answer${lang}`}
                  lang={lang.toLowerCase()}
                  rows={10}
                  label={labels[`answer${lang}`]}
                  requiredLabel={labels.required}
                  defaultValue={form.value(`answer${lang}`, initial[`answer${lang}`])}
                  error={form.error(`answer${lang}`)}
                />
              </fieldset>
            ))}
          </div>
          <CheckboxField
            id="faq-published"
            name="isPublished"
            label={labels.isPublished}
            defaultChecked={form.checked('isPublished', initial.isPublished)}
          />
          <button type="submit" className="btn btn-primary" disabled={form.busy}>
            {labels.submit}
          </button>
        </>
      )}
    </AdminActionForm>
  );
}
