'use client';

import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { useLocale, useTranslations } from 'next-intl';
import { CheckboxField, TextAreaField, TextField } from '@/components/ui/field';
import { toast } from '@/components/ui/toaster';
import type {
  ReferenceFormInput,
  ReferenceFormValues,
  ReferenceMessageBody,
} from '@/lib/validation/reference';
import { Honeypot, honeypotValue } from './honeypot';
import { logSubmitError, postLead } from './post-lead';
import { SubmitButton } from './submit-button';
import { preloadOnFocus, privacyLink, useFieldError } from './use-form-text';
import { referenceResolver as resolver } from './lazy-resolvers';

export interface CeoContact {
  name: string;
  email: string;
  phone: string;
}

const EMPTY: ReferenceFormInput = {
  company: '',
  name: '',
  title: '',
  email: '',
  phone: '',
  reference: '',
  consentPrivacy: false,
  consentMarketing: false,
};

function ThankYou({ ceo }: { ceo: CeoContact }) {
  const t = useTranslations('ReferenceForm');
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <div className="card sm:p-10">
      <h2 ref={heading} tabIndex={-1} className="text-2xl font-bold text-brand-900 outline-none">
        {t('thanksTitle')}
      </h2>
      <p className="mt-3 text-lg text-muted">{t('thanksText')}</p>
      <div className="mt-6 rounded-xl bg-brand-50 p-5">
        <h3 className="font-semibold text-brand-900">{t('ceoHeading', { name: ceo.name })}</h3>
        <p className="text-sm text-muted">{t('ceoRole')}</p>
        <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
          <dt className="font-medium">{t('emailLabel')}</dt>
          <dd>
            <a href={`mailto:${ceo.email}`} className="text-brand-700 underline underline-offset-2">
              {ceo.email}
            </a>
          </dd>
          <dt className="font-medium">{t('phoneLabel')}</dt>
          <dd>
            <a
              href={`tel:${ceo.phone.replace(/[^\d+]/g, '')}`}
              className="text-brand-700 underline underline-offset-2"
            >
              {ceo.phone}
            </a>
          </dd>
        </dl>
      </div>
    </div>
  );
}

function Section({ id, heading, children }: { id: string; heading: string; children: ReactNode }) {
  return (
    <fieldset aria-labelledby={id} className="card grid gap-5 sm:p-8">
      <h2 id={id} className="text-xl font-bold text-brand-900">
        {heading}
      </h2>
      {children}
    </fieldset>
  );
}

/** The reference form (spec §5): submit disabled while invalid; a thank-you view with the CEO. */
export function ReferenceFormClient({ ceo }: { ceo: CeoContact }) {
  const t = useTranslations('ReferenceForm');
  const required = useTranslations('Forms')('required');
  const fieldError = useFieldError();
  const locale = useLocale();
  const honeypot = useRef<HTMLInputElement>(null);
  const [sent, setSent] = useState(false);

  const { register, handleSubmit, formState } = useForm<
    ReferenceFormInput,
    unknown,
    ReferenceFormValues
  >({
    resolver,
    mode: 'onTouched',
    defaultValues: EMPTY,
  });
  const { errors, isSubmitting, isValid } = formState;

  async function onValid(data: ReferenceFormValues) {
    const body: ReferenceMessageBody = {
      ...data,
      type: 'reference',
      language: locale === 'en' ? 'en' : 'sv',
    };
    try {
      await postLead('/api/send-contact-email', { ...body, ...honeypotValue(honeypot.current) });
    } catch (error) {
      logSubmitError('reference', error);
      toast.error(t('errorTitle'), { description: t('failure') });
      return;
    }
    toast.success(t('successTitle'), { description: t('success') });
    setSent(true);
  }

  function onInvalid() {
    toast.error(t('errorTitle'), { description: t('invalid') });
  }

  if (sent) return <ThankYou ceo={ceo} />;

  const field = (
    name: Exclude<keyof ReferenceFormInput, 'consentPrivacy' | 'consentMarketing'>,
  ) => ({
    id: `reference-${name}`,
    label: t(name),
    requiredLabel: required,
    error: fieldError(errors[name]?.message),
    ...register(name),
  });

  return (
    <form
      onFocus={preloadOnFocus(resolver)}
      noValidate
      onSubmit={(event) => handleSubmit(onValid, onInvalid)(event)}
      className="relative grid gap-6"
    >
      <Section id="reference-who" heading={t('whoHeading')}>
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField {...field('company')} autoComplete="organization" />
          <TextField {...field('name')} autoComplete="name" />
          <TextField {...field('title')} autoComplete="organization-title" />
          <TextField {...field('email')} type="email" autoComplete="email" />
          <TextField {...field('phone')} type="tel" autoComplete="tel" />
        </div>
      </Section>
      <Section id="reference-text" heading={t('referenceHeading')}>
        <TextAreaField {...field('reference')} rows={6} hint={t('referenceHint')} />
      </Section>
      <Section id="reference-consent" heading={t('consentHeading')}>
        <CheckboxField
          id="reference-consentPrivacy"
          label={t.rich('consentPrivacy', { link: privacyLink })}
          requiredLabel={required}
          error={fieldError(errors.consentPrivacy?.message)}
          {...register('consentPrivacy')}
        />
        <CheckboxField
          id="reference-consentMarketing"
          label={t('consentMarketing')}
          {...register('consentMarketing')}
        />
      </Section>
      <Honeypot inputRef={honeypot} idPrefix="reference" />
      <SubmitButton
        busy={isSubmitting}
        blocked={!isValid}
        hint={{ id: 'reference-submit-hint', text: t('submitHint') }}
        label={t('submit')}
        busyLabel={t('sending')}
      />
    </form>
  );
}
