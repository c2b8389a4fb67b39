'use client';

import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useLocale, useTranslations } from 'next-intl';
import { TextAreaField, TextField } from '@/components/ui/field';
import { toast } from '@/components/ui/toaster';
import type {
  AcademyField,
  AcademyFormInput,
  AcademyFormValues,
  AcademyRegistrationBody,
} from '@/lib/validation/academy';
import { Honeypot, honeypotValue } from './honeypot';
import { logSubmitError, postLead } from './post-lead';
import { SubmitButton } from './submit-button';
import { preloadOnFocus, useFieldError } from './use-form-text';
import { academyResolver as resolver } from './lazy-resolvers';

const EMPTY: AcademyFormInput = {
  contactName: '',
  contactEmail: '',
  contactPhone: '',
  contactPosition: '',
  companyName: '',
  companyOrgNumber: '',
  billingAddress: '',
  billingZipCode: '',
  billingCity: '',
  billingCountry: '',
  invoiceReference: '',
  invoiceEmail: '',
  message: '',
};

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

/** The academy registration (anchor #registration): thirteen required fields, then a confirmation. */
export function AcademyRegistrationForm() {
  const t = useTranslations('AcademyForm');
  const required = useTranslations('Forms')('required');
  const fieldError = useFieldError();
  const locale = useLocale();
  const honeypot = useRef<HTMLInputElement>(null);
  const confirmation = useRef<HTMLDivElement>(null);
  const [received, setReceived] = useState(false);

  const { register, handleSubmit, reset, formState } = useForm<
    AcademyFormInput,
    unknown,
    AcademyFormValues
  >({
    resolver,
    mode: 'onTouched',
    defaultValues: EMPTY,
  });
  const { errors, isSubmitting } = formState;

  async function onValid(data: AcademyFormValues) {
    const body: AcademyRegistrationBody = { ...data, language: locale === 'en' ? 'en' : 'sv' };
    try {
      await postLead('/api/send-academy-registration', {
        ...body,
        ...honeypotValue(honeypot.current),
      });
    } catch (error) {
      logSubmitError('academy', error);
      toast.error(t('failure'));
      return;
    }
    reset(EMPTY);
    setReceived(true);
    toast.success(t('success'));
  }

  // Once the confirmation panel is on screen: bring it into view and move focus to it.
  useEffect(() => {
    if (!received) return;
    confirmation.current?.scrollIntoView({ behavior: 'smooth', block: 'center' });
    confirmation.current?.focus({ preventScroll: true });
  }, [received]);

  if (received) {
    return (
      <div
        ref={confirmation}
        tabIndex={-1}
        role="status"
        className="card border-success-700 bg-success-50 outline-none sm:p-8"
      >
        <h3 className="text-2xl font-bold text-success-700">{t('confirmationTitle')}</h3>
        <p className="mt-3 text-ink">{t('confirmationText')}</p>
        <button type="button" className="btn btn-outline mt-6" onClick={() => setReceived(false)}>
          {t('another')}
        </button>
      </div>
    );
  }

  const field = (name: AcademyField) => ({
    id: `academy-${name}`,
    label: t(name),
    requiredLabel: required,
    error: fieldError(errors[name]?.message),
    ...INPUT_PROPS[name],
    ...register(name),
  });

  return (
    <form
      onFocus={preloadOnFocus(resolver)}
      noValidate
      onSubmit={(event) => handleSubmit(onValid)(event)}
      className="relative grid gap-6"
    >
      <p className="text-sm text-muted">{t('allRequired')}</p>
      {GROUPS.map((group) => (
        <fieldset key={group.heading} className="grid gap-5 sm:grid-cols-2">
          <legend className="mb-1 text-lg font-bold text-brand-900">{t(group.heading)}</legend>
          {group.fields.map((name) => (
            <TextField key={name} {...field(name)} />
          ))}
        </fieldset>
      ))}
      <TextAreaField {...field('message')} rows={4} />
      <Honeypot inputRef={honeypot} idPrefix="academy" />
      <SubmitButton busy={isSubmitting} label={t('submit')} busyLabel={t('sending')} />
    </form>
  );
}
