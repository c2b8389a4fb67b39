'use client';

import type { ReactNode } from 'react';
import { submitNewsletter } from '@/lib/forms/actions';
import { fieldNames } from '@/lib/forms/fields';
import { newsletterFields } from '@/lib/forms/newsletter-fields';
import { EMAIL_PATTERN } from '@/lib/validation/constants';
import type { FormText } from './form-text';
import { LeadFormScope, useLeadForm } from './lead-form';
import { LeadFormBody } from './lead-form-body';
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
  // The three sentences (address missing, malformed, no consent) are the fields' own.
  const form = useLeadForm({
    fields: newsletterFields,
    idPrefix: 'newsletter',
    text,
    labels: { consent: consentLabel },
    layout: { email: { placeholder: text.form.emailPlaceholder } },
    validate: validateNewsletter,
  });
  const { hydrated, values } = form;
  const email = typeof values.email === 'string' ? values.email : '';
  const ready = values.consent === true && EMAIL_PATTERN.test(email.trim());

  return (
    <LeadFormBody
      form={form}
      className="grid gap-4"
      formClassName="relative grid gap-4"
      submit={{ blocked: hydrated && !ready, className: 'btn btn-primary' }}
    >
      {fieldNames(newsletterFields).map((name) => form.render(name))}
    </LeadFormBody>
  );
}
