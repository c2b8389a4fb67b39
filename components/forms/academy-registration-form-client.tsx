'use client';

import { useEffect, useRef } from 'react';
import { TextAreaField, TextField } from '@/components/ui/field';
import { toast } from '@/components/ui/toaster';
import { submitAcademyRegistration } from '@/lib/forms/actions';
import type { AcademyField } from '@/lib/validation/academy';
import type { FieldErrors } from '@/lib/validation/errors';
import type { ValidationKey } from '@/lib/validation/keys';
import { FormNotice } from './form-notice';
import type { FormText } from './form-text';
import { Honeypot } from './honeypot';
import { LeadFormScope, useLeadForm, useLeadFormScope } from './lead-form';
import { refusalMessage } from './refusal';
import { SubmitButton } from './submit-button';
import { validateAcademy } from './validators';

const GROUPS: {
  heading: 'contactHeading' | 'companyHeading' | 'billingHeading';
  fields: AcademyField[];
}[] = [
  {
    heading: 'contactHeading',
    fields: ['contactName', 'contactEmail', 'contactPhone', 'contactPosition'],
  },
  { heading: 'companyHeading', fields: ['companyName', 'companyOrgNumber'] },
  {
    heading: 'billingHeading',
    fields: [
      'billingAddress',
      'billingZipCode',
      'billingCity',
      'billingCountry',
      'invoiceReference',
      'invoiceEmail',
    ],
  },
];
const FIELDS: readonly AcademyField[] = [...GROUPS.flatMap((group) => group.fields), 'message'];

const INPUT_PROPS: Partial<Record<AcademyField, { type?: string; autoComplete?: string }>> = {
  contactName: { autoComplete: 'name' },
  contactEmail: { type: 'email', autoComplete: 'email' },
  contactPhone: { type: 'tel', autoComplete: 'tel' },
  contactPosition: { autoComplete: 'organization-title' },
  companyName: { autoComplete: 'organization' },
  billingAddress: { autoComplete: 'address-line1' }, // street-address is for <textarea> only
  billingZipCode: { autoComplete: 'postal-code' },
  billingCity: { autoComplete: 'address-level2' },
  billingCountry: { autoComplete: 'country-name' },
  invoiceEmail: { type: 'email' },
};

interface Props {
  text: FormText<'AcademyForm'>;
  /** This page's address: "Register another participant" reloads it without JavaScript. */
  pageHref: string;
}

/** The academy registration (anchor #registration): thirteen required fields, then a confirmation. */
export function AcademyRegistrationFormClient(props: Props) {
  return (
    <LeadFormScope action={submitAcademyRegistration} permalink={`${props.pageHref}#registration`}>
      <Registration {...props} />
    </LeadFormScope>
  );
}

function Confirmation({ text, pageHref }: Props) {
  const { form: t } = text;
  const scope = useLeadFormScope();
  const panel = useRef<HTMLDivElement>(null);
  // Once the confirmation is on screen after a send: bring it into view and move focus to it.
  useEffect(() => {
    if (scope.origin !== 'client') return;
    panel.current?.scrollIntoView({ behavior: 'smooth', block: 'center' });
    panel.current?.focus({ preventScroll: true });
  }, [scope.origin]);
  return (
    <div
      ref={panel}
      tabIndex={-1}
      role="status"
      className="card border-success-700 bg-success-50 outline-none sm:p-8"
    >
      <h3 className="text-2xl font-bold text-success-700">{t.confirmationTitle}</h3>
      <p className="mt-3 text-ink">{t.confirmationText}</p>
      {/* Without JavaScript this GET reloads the page with an empty form. */}
      <form method="get" action={`${pageHref}#registration`}>
        <button
          type="submit"
          className="btn btn-outline mt-6"
          onClick={(event) => {
            event.preventDefault();
            scope.reset();
          }}
        >
          {t.another}
        </button>
      </form>
    </div>
  );
}

function Registration(props: Props) {
  const { form: t, shared } = props.text;
  const refusal = (errors: FieldErrors) =>
    refusalMessage(errors, {
      shared,
      label: (name) => t[name as AcademyField],
      own: { required: t.allRequired },
    });
  const form = useLeadForm({
    fields: FIELDS,
    validate: validateAcademy,
    onInvalid: (errors) => toast.error(refusal(errors)),
    onSent: () => toast.success(t.success),
    onFailed: (state) =>
      toast.error(state.reason === 'rateLimited' ? shared.rateLimited : t.failure),
  });
  const { scope, errorOf } = form;
  if (scope.state.status === 'sent') return <Confirmation {...props} />;

  const message = (key: ValidationKey | undefined) => (key ? shared.errors[key] : undefined);
  const field = (name: AcademyField) => ({
    id: `academy-${name}`,
    name,
    label: t[name],
    requiredLabel: shared.required,
    error: message(errorOf(name)),
    defaultValue: form.initial(name),
    ...INPUT_PROPS[name],
  });

  return (
    <div className="grid gap-6">
      {scope.origin === 'page' && scope.state.status === 'invalid' ? (
        <FormNotice tone="error">{refusal(scope.state.errors)}</FormNotice>
      ) : null}
      {scope.origin === 'page' && scope.state.status === 'failed' ? (
        <FormNotice tone="error">
          {scope.state.reason === 'rateLimited' ? shared.rateLimited : t.failure}
        </FormNotice>
      ) : null}
      <form {...form.formProps} className="relative grid gap-6">
        <p className="text-sm text-muted">{t.allRequired}</p>
        {GROUPS.map((group) => (
          <fieldset key={group.heading} className="grid gap-5 sm:grid-cols-2">
            <legend className="mb-1 text-lg font-bold text-brand-900">{t[group.heading]}</legend>
            {group.fields.map((name) => (
              <TextField key={name} {...field(name)} />
            ))}
          </fieldset>
        ))}
        <TextAreaField {...field('message')} rows={4} />
        <Honeypot idPrefix="academy" label={shared.honeypot} />
        <SubmitButton busy={scope.pending} label={t.submit} busyLabel={t.sending} />
      </form>
    </div>
  );
}
