'use client';

import type { ReactNode } from 'react';
import { toast } from '@/components/ui/toaster';
import { submitNewsletter } from '@/lib/forms/actions';
import { newsletterFields } from '@/lib/forms/newsletter-fields';
import { fieldNames } from '@/lib/forms/fields';
import { EMAIL_PATTERN } from '@/lib/validation/constants';
import type { FieldErrors } from '@/lib/validation/errors';
import { labelOf, type FieldLayout } from './described-field';
import { OutcomeNotice, type OutcomeTexts } from './form-notice';
import type { FormText } from './form-text';
import { Honeypot } from './honeypot';
import { LeadFormScope, useLeadForm } from './lead-form';
import { refusalMessage } from './refusal';
import { SubmitButton } from './submit-button';
import { validateNewsletter } from './validators';

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
  const outcome: OutcomeTexts = {
    refusal: (errors: FieldErrors) => refusalMessage(errors, { shared, label: () => t.email }),
    failure: (reason) => (reason === 'rateLimited' ? shared.rateLimited : t.failure),
  };
  const form = useLeadForm({
    fields: newsletterFields,
    idPrefix: 'newsletter',
    label: (key) => (key === 'consent' ? consentLabel : labelOf(t, key)),
    shared,
    validate: validateNewsletter,
    onInvalid: (errors) => toast.error(outcome.refusal(errors)),
    onFailed: (state) => toast.error(outcome.failure(state.reason)),
  });
  const { scope, hydrated, values } = form;
  const email = typeof values.email === 'string' ? values.email : '';
  const ready = values.consent === true && EMAIL_PATTERN.test(email.trim());
  const layout: Partial<Record<string, FieldLayout>> = {
    email: { placeholder: t.emailPlaceholder },
  };

  return (
    <div className="grid gap-4">
      <OutcomeNotice state={scope.state} origin={scope.origin} texts={outcome} />
      <form {...form.formProps} className="relative grid gap-4">
        {fieldNames(newsletterFields).map((name) => form.render(name, layout[name]))}
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
