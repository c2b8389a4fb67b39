'use client';

import { fieldNames } from '@/lib/forms/fields';
import { techsverigeFields } from '@/lib/forms/techsverige-fields';
import type { FormText } from './form-text';
import { useLeadForm } from './lead-form';
import { LeadFormBody } from './lead-form-body';
import { validateTechsverige } from './validators';

/**
 * The tech-association form: a toast naming the rule that failed. It sits in
 * the page's LeadFormScope (app/[locale]/techsverige), whose thank-you view replaces the page.
 */
export function TechsverigeFormClient({ text }: { text: FormText<'TechsverigeForm'> }) {
  const { form: t } = text;
  const form = useLeadForm({
    fields: techsverigeFields,
    idPrefix: 'techsverige',
    text,
    layout: {
      organizationNumber: { placeholder: t.organizationNumberPlaceholder },
      message: { className: 'sm:col-span-2', rows: 5, style: { minHeight: 120 } },
    },
    // Two sentences, for a missing field and a bad address; any other rule says its own.
    own: { required: t.requiredFields, email: t.invalidEmail },
    errorTitle: t.errorTitle,
    validate: validateTechsverige,
  });
  return (
    <LeadFormBody
      form={form}
      className="grid gap-5"
      formClassName="relative grid gap-5 sm:grid-cols-2"
      submit={{ wrapperClassName: 'sm:col-span-2' }}
    >
      {fieldNames(techsverigeFields).map((name) => form.render(name))}
    </LeadFormBody>
  );
}
