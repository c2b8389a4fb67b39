'use client';

import { useEffect, useRef, useState } from 'react';
import { useForm, type FieldErrors } from 'react-hook-form';
import { useLocale, useTranslations } from 'next-intl';
import { TextAreaField, TextField } from '@/components/ui/field';
import { toast } from '@/components/ui/toaster';
import { Link } from '@/lib/i18n/navigation';
import type {
  TechsverigeFormInput,
  TechsverigeFormValues,
  TechsverigeMessageBody,
} from '@/lib/validation/techsverige';
import { Honeypot, honeypotValue } from './honeypot';
import { logSubmitError, postLead } from './post-lead';
import { SubmitButton } from './submit-button';
import { preloadOnFocus, useFieldError } from './use-form-text';
import { techsverigeResolver as resolver } from './lazy-resolvers';

const EMPTY: TechsverigeFormInput = {
  companyName: '',
  organizationNumber: '',
  firstName: '',
  lastName: '',
  mobile: '',
  email: '',
  message: '',
};

function ThankYou() {
  const t = useTranslations('TechsverigeForm');
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <div className="card text-center sm:p-10">
      {/* The thank-you view is not for search engines (spec §2); React hoists this into <head>. */}
      <meta name="robots" content="noindex" />
      <h3 ref={heading} tabIndex={-1} className="text-2xl font-bold text-brand-900 outline-none">
        {t('thanksTitle')}
      </h3>
      <p className="mt-3 text-lg text-muted">{t('thanksText')}</p>
      <Link href="/" className="btn btn-primary mt-6">
        {t('home')}
      </Link>
    </div>
  );
}

/** The tech-association form (spec §5): toasts for missing fields and a bad address. */
export function TechsverigeForm() {
  const t = useTranslations('TechsverigeForm');
  const required = useTranslations('Forms')('required');
  const fieldError = useFieldError();
  const locale = useLocale();
  const honeypot = useRef<HTMLInputElement>(null);
  const [sent, setSent] = useState(false);

  const { register, handleSubmit, formState } = useForm<
    TechsverigeFormInput,
    unknown,
    TechsverigeFormValues
  >({
    resolver,
    mode: 'onTouched',
    defaultValues: EMPTY,
  });
  const { errors, isSubmitting } = formState;

  async function onValid(data: TechsverigeFormValues) {
    const body: TechsverigeMessageBody = {
      ...data,
      type: 'techsverige',
      language: locale === 'en' ? 'en' : 'sv',
    };
    try {
      await postLead('/api/send-contact-email', { ...body, ...honeypotValue(honeypot.current) });
      setSent(true);
    } catch (error) {
      logSubmitError('techsverige', error);
      toast.error(t('errorTitle'), { description: t('failure') });
    }
  }

  function onInvalid(invalid: FieldErrors<TechsverigeFormInput>) {
    const messages = Object.values(invalid).map((issue) => issue?.message);
    const description = messages.includes('required') ? t('requiredFields') : t('invalidEmail');
    toast.error(t('errorTitle'), { description });
  }

  if (sent) return <ThankYou />;

  const field = (name: keyof TechsverigeFormInput) => ({
    id: `techsverige-${name}`,
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
      className="relative grid gap-5 sm:grid-cols-2"
    >
      <TextField {...field('companyName')} autoComplete="organization" />
      <TextField
        {...field('organizationNumber')}
        placeholder={t('organizationNumberPlaceholder')}
      />
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
      <Honeypot inputRef={honeypot} idPrefix="techsverige" />
      <SubmitButton
        busy={isSubmitting}
        label={t('submit')}
        busyLabel={t('sending')}
        wrapperClassName="sm:col-span-2"
      />
    </form>
  );
}
