'use client';

import type { ReactNode } from 'react';
import { CheckboxField, TextField } from '@/components/ui/field';
import { toast } from '@/components/ui/toaster';
import { submitNewsletter } from '@/lib/forms/actions';
import { EMAIL_PATTERN } from '@/lib/validation/constants';
import type { FieldErrors } from '@/lib/validation/errors';
import type { ValidationKey } from '@/lib/validation/keys';
import { FormNotice } from './form-notice';
import type { FormText } from './form-text';
import { Honeypot } from './honeypot';
import { LeadFormScope, useLeadForm } from './lead-form';
import { refusalMessage } from './refusal';
import { SubmitButton } from './submit-button';
import { validateNewsletter } from './validators';

const FIELDS = ['email', 'consent'] as const;
const CHECKBOXES = ['consent'] as const;

interface Props {
  text: FormText<'NewsletterForm'>;
  consentLabel: ReactNode;
  /** The page and section the form is on (LeadFormScope). */
  permalink: string;
}

/** The newsletter block of the immigration page: address + consent, then "check your inbox". */
export function NewsletterFormClient({ text, consentLabel, permalink }: Props) {
  const { form: t } = text;
  const thanks = (
    <div role="status" className="card border-success-700 bg-success-50">
      <h3 className="text-xl font-bold text-success-700">{t.thanksTitle}</h3>
      <p className="mt-2 text-ink">{t.thanksText}</p>
    </div>
  );
  return (
    <LeadFormScope action={submitNewsletter} permalink={permalink} sent={thanks}>
      <NewsletterFields text={text} consentLabel={consentLabel} />
    </LeadFormScope>
  );
}

function NewsletterFields({ text, consentLabel }: Omit<Props, 'permalink'>) {
  const { form: t, shared } = text;
  // The three sentences (address missing, malformed, no consent) are the fields' own.
  const refusal = (errors: FieldErrors) => refusalMessage(errors, { shared, label: () => t.email });
  const form = useLeadForm({
    fields: FIELDS,
    checkboxes: CHECKBOXES,
    validate: validateNewsletter,
    onInvalid: (errors) => toast.error(refusal(errors)),
    onFailed: (state) =>
      toast.error(state.reason === 'rateLimited' ? shared.rateLimited : t.failure),
  });
  const { scope, hydrated, values, errorOf } = form;
  const email = typeof values.email === 'string' ? values.email : '';
  const ready = values.consent === true && EMAIL_PATTERN.test(email.trim());
  const message = (key: ValidationKey | undefined) => (key ? shared.errors[key] : undefined);

  return (
    <div className="grid gap-4">
      {scope.origin === 'page' && scope.state.status === 'invalid' ? (
        <FormNotice tone="error">{refusal(scope.state.errors)}</FormNotice>
      ) : null}
      {scope.origin === 'page' && scope.state.status === 'failed' ? (
        <FormNotice tone="error">
          {scope.state.reason === 'rateLimited' ? shared.rateLimited : t.failure}
        </FormNotice>
      ) : null}
      <form {...form.formProps} className="relative grid gap-4">
        <TextField
          id="newsletter-email"
          name="email"
          type="email"
          label={t.email}
          requiredLabel={shared.required}
          placeholder={t.emailPlaceholder}
          autoComplete="email"
          defaultValue={form.initial('email')}
          error={message(errorOf('email'))}
        />
        <CheckboxField
          id="newsletter-consent"
          name="consent"
          label={consentLabel}
          requiredLabel={shared.required}
          defaultChecked={form.initiallyChecked('consent')}
          error={message(errorOf('consent'))}
        />
        <Honeypot idPrefix="newsletter" label={shared.honeypot} />
        <SubmitButton
          busy={scope.pending}
          blocked={hydrated && !ready}
          label={t.submit}
          busyLabel={t.sending}
          className="btn btn-primary"
        />
      </form>
    </div>
  );
}
