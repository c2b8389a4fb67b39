'use client';

import { toast } from '@/components/ui/toaster';
import { techsverigeFields } from '@/lib/forms/techsverige-fields';
import { fieldNames } from '@/lib/forms/fields';
import type { FieldErrors } from '@/lib/validation/errors';
import { labelOf, type FieldLayout } from './described-field';
import { OutcomeNotice, type OutcomeTexts } from './form-notice';
import type { FormText } from './form-text';
import { Honeypot } from './honeypot';
import { useLeadForm } from './lead-form';
import { refusalMessage } from './refusal';
import { SubmitButton } from './submit-button';
import { validateTechsverige } from './validators';

/**
 * The tech-association form: a toast naming the rule that failed. It sits in
 * the page's LeadFormScope (app/[locale]/techsverige), whose thank-you view replaces the page.
 */
export function TechsverigeFormClient({ text }: { text: FormText<'TechsverigeForm'> }) {
  const { form: t, shared } = text;
  const label = (key: string) => labelOf(t, key);
  // Two sentences, for a missing field and a bad address; any other rule says its own.
  const outcome: OutcomeTexts = {
    refusal: (errors: FieldErrors) =>
      refusalMessage(errors, {
        shared,
        label,
        own: { required: t.requiredFields, email: t.invalidEmail },
      }),
    failure: (reason) => (reason === 'rateLimited' ? shared.rateLimited : t.failure),
  };
  const form = useLeadForm({
    fields: techsverigeFields,
    idPrefix: 'techsverige',
    label,
    shared,
    validate: validateTechsverige,
    onInvalid: (errors) => toast.error(t.errorTitle, { description: outcome.refusal(errors) }),
    onFailed: (state) => toast.error(t.errorTitle, { description: outcome.failure(state.reason) }),
  });
  const { scope } = form;
  const layout: Partial<Record<string, FieldLayout>> = {
    organizationNumber: { placeholder: t.organizationNumberPlaceholder },
    message: { className: 'sm:col-span-2', rows: 5, style: { minHeight: 120 } },
  };

  return (
    <div className="grid gap-5">
      <OutcomeNotice state={scope.state} origin={scope.origin} texts={outcome} />
      <form {...form.formProps} className="relative grid gap-5 sm:grid-cols-2">
        {fieldNames(techsverigeFields).map((name) => form.render(name, layout[name]))}
        <Honeypot idPrefix="techsverige" label={shared.honeypot} />
        <SubmitButton
          busy={scope.pending}
          label={t.submit}
          busyLabel={t.sending}
          wrapperClassName="sm:col-span-2"
        />
      </form>
    </div>
  );
}
