'use client';

import type { ReactNode } from 'react';
import { CheckboxField, TextAreaField, TextField } from '@/components/ui/field';
import { toast } from '@/components/ui/toaster';
import type { FieldErrors } from '@/lib/validation/errors';
import type { ValidationKey } from '@/lib/validation/keys';
import { FormNotice } from './form-notice';
import type { FormText } from './form-text';
import { Honeypot } from './honeypot';
import { useLeadForm } from './lead-form';
import { refusalMessage } from './refusal';
import { SubmitButton } from './submit-button';
import { validateReference } from './validators';

const FIELDS = [
  'company',
  'name',
  'title',
  'email',
  'phone',
  'reference',
  'consentPrivacy',
  'consentMarketing',
] as const;
const CHECKBOXES = ['consentPrivacy', 'consentMarketing'] as const;
type TextFieldName = Exclude<(typeof FIELDS)[number], (typeof CHECKBOXES)[number]>;

function Group({ id, heading, children }: { id: string; heading: string; children: ReactNode }) {
  return (
    <fieldset aria-labelledby={id} className="card grid gap-5 sm:p-8">
      <h2 id={id} className="text-xl font-bold text-brand-900">
        {heading}
      </h2>
      {children}
    </fieldset>
  );
}

/**
 * The reference form: Send stays disabled while the form is invalid. It sits in the
 * page's LeadFormScope (app/[locale]/reference), whose thank-you page replaces the page.
 */
export function ReferenceFormClient({
  text,
  consentLabel,
}: {
  text: FormText<'ReferenceForm'>;
  consentLabel: ReactNode;
}) {
  const { form: t, shared } = text;
  // One sentence for missing fields; a bad address, a missing consent or a text over its
  // limit says so.
  const refusal = (errors: FieldErrors) =>
    refusalMessage(errors, {
      shared,
      label: (name) => t[name as TextFieldName],
      own: { required: t.invalid },
    });
  const form = useLeadForm({
    fields: FIELDS,
    checkboxes: CHECKBOXES,
    validate: validateReference,
    liveValidation: true,
    onInvalid: (errors) => toast.error(t.errorTitle, { description: refusal(errors) }),
    onSent: () => toast.success(t.successTitle, { description: t.success }),
    onFailed: (state) =>
      toast.error(t.errorTitle, {
        description: state.reason === 'rateLimited' ? shared.rateLimited : t.failure,
      }),
  });
  const { scope, hydrated, errorOf } = form;
  const message = (key: ValidationKey | undefined) => (key ? shared.errors[key] : undefined);
  const field = (name: TextFieldName) => ({
    id: `reference-${name}`,
    name,
    label: t[name],
    requiredLabel: shared.required,
    error: message(errorOf(name)),
    defaultValue: form.initial(name),
  });

  return (
    <div className="grid gap-6">
      {scope.origin === 'page' && scope.state.status !== 'idle' && scope.state.status !== 'sent' ? (
        <FormNotice tone="error">
          {scope.state.status === 'invalid'
            ? refusal(scope.state.errors)
            : scope.state.reason === 'rateLimited'
              ? shared.rateLimited
              : t.failure}
        </FormNotice>
      ) : null}
      <form {...form.formProps} className="relative grid gap-6">
        <Group id="reference-who" heading={t.whoHeading}>
          <div className="grid gap-5 sm:grid-cols-2">
            <TextField {...field('company')} autoComplete="organization" />
            <TextField {...field('name')} autoComplete="name" />
            <TextField {...field('title')} autoComplete="organization-title" />
            <TextField {...field('email')} type="email" autoComplete="email" />
            <TextField {...field('phone')} type="tel" autoComplete="tel" />
          </div>
        </Group>
        <Group id="reference-text" heading={t.referenceHeading}>
          <TextAreaField {...field('reference')} rows={6} hint={t.referenceHint} />
        </Group>
        <Group id="reference-consent" heading={t.consentHeading}>
          <CheckboxField
            id="reference-consentPrivacy"
            name="consentPrivacy"
            label={consentLabel}
            requiredLabel={shared.required}
            error={message(errorOf('consentPrivacy'))}
            defaultChecked={form.initiallyChecked('consentPrivacy')}
          />
          <CheckboxField
            id="reference-consentMarketing"
            name="consentMarketing"
            label={t.consentMarketing}
            defaultChecked={form.initiallyChecked('consentMarketing')}
          />
        </Group>
        <Honeypot idPrefix="reference" label={shared.honeypot} />
        <SubmitButton
          busy={scope.pending}
          blocked={hydrated && !form.valid}
          hint={{ id: 'reference-submit-hint', text: t.submitHint }}
          label={t.submit}
          busyLabel={t.sending}
        />
      </form>
    </div>
  );
}
