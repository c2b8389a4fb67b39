'use client';

import { TextAreaField, TextField } from '@/components/ui/field';
import { toast } from '@/components/ui/toaster';
import type { FieldErrors } from '@/lib/validation/errors';
import type { ValidationKey } from '@/lib/validation/keys';
import { FormNotice } from './form-notice';
import type { FormText } from './form-text';
import { Honeypot } from './honeypot';
import { useLeadForm } from './lead-form';
import { refusalMessage } from './refusal';
import { SubmitButton } from './submit-button';
import { validateTechsverige } from './validators';

const FIELDS = [
  'companyName',
  'organizationNumber',
  'firstName',
  'lastName',
  'mobile',
  'email',
  'message',
] as const;
type Field = (typeof FIELDS)[number];

/**
 * The tech-association form: a toast naming the rule that failed. It sits in
 * the page's LeadFormScope (app/[locale]/techsverige), whose thank-you view replaces the page.
 */
export function TechsverigeFormClient({ text }: { text: FormText<'TechsverigeForm'> }) {
  const { form: t, shared } = text;
  // Two sentences, for a missing field and a bad address; any other rule says its own.
  const refusal = (errors: FieldErrors) =>
    refusalMessage(errors, {
      shared,
      label: (name) => t[name as Field],
      own: { required: t.requiredFields, email: t.invalidEmail },
    });
  const form = useLeadForm({
    fields: FIELDS,
    validate: validateTechsverige,
    onInvalid: (errors) => toast.error(t.errorTitle, { description: refusal(errors) }),
    onFailed: (state) =>
      toast.error(t.errorTitle, {
        description: state.reason === 'rateLimited' ? shared.rateLimited : t.failure,
      }),
  });
  const { scope, errorOf } = form;
  const message = (key: ValidationKey | undefined) => (key ? shared.errors[key] : undefined);
  const field = (name: Field) => ({
    id: `techsverige-${name}`,
    name,
    label: t[name],
    requiredLabel: shared.required,
    error: message(errorOf(name)),
    defaultValue: form.initial(name),
  });

  return (
    <div className="grid gap-5">
      {scope.origin === 'page' && scope.state.status === 'invalid' ? (
        <FormNotice tone="error">{refusal(scope.state.errors)}</FormNotice>
      ) : null}
      {scope.origin === 'page' && scope.state.status === 'failed' ? (
        <FormNotice tone="error">
          {scope.state.reason === 'rateLimited' ? shared.rateLimited : t.failure}
        </FormNotice>
      ) : null}
      <form {...form.formProps} className="relative grid gap-5 sm:grid-cols-2">
        <TextField {...field('companyName')} autoComplete="organization" />
        <TextField {...field('organizationNumber')} placeholder={t.organizationNumberPlaceholder} />
        <TextField {...field('firstName')} autoComplete="given-name" />
        <TextField {...field('lastName')} autoComplete="family-name" />
        <TextField {...field('mobile')} type="tel" autoComplete="tel" />
        <TextField {...field('email')} type="email" autoComplete="email" />
        <TextAreaField
          {...field('message')}
          className="sm:col-span-2"
          rows={5}
          style={{ minHeight: 120 }}
        />
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
