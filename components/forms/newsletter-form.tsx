'use client';

import { useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useLocale, useTranslations } from 'next-intl';
import { CheckboxField, TextField } from '@/components/ui/field';
import { toast } from '@/components/ui/toaster';
import { EMAIL_PATTERN } from '@/lib/validation/constants';
import type {
  NewsletterFormInput,
  NewsletterFormValues,
  NewsletterSignupBody,
} from '@/lib/validation/newsletter';
import { Honeypot, honeypotValue } from './honeypot';
import { logSubmitError, postLead } from './post-lead';
import { SubmitButton } from './submit-button';
import { preloadOnFocus, privacyLink, useFieldError } from './use-form-text';
import { newsletterResolver as resolver } from './lazy-resolvers';

/** The newsletter block of the immigration page: address + consent, then a thank-you card. */
export function NewsletterForm() {
  const t = useTranslations('NewsletterForm');
  const required = useTranslations('Forms')('required');
  const fieldError = useFieldError();
  const locale = useLocale();
  const honeypot = useRef<HTMLInputElement>(null);
  const [subscribed, setSubscribed] = useState(false);

  const { register, handleSubmit, control, formState } = useForm<
    NewsletterFormInput,
    unknown,
    NewsletterFormValues
  >({
    resolver,
    mode: 'onTouched',
    defaultValues: { email: '', consent: false },
  });
  const { errors, isSubmitting } = formState;
  const [email, consent] = useWatch({ control, name: ['email', 'consent'] });
  const ready = consent === true && EMAIL_PATTERN.test((email ?? '').trim());

  async function onValid(data: NewsletterFormValues) {
    const body: NewsletterSignupBody = {
      email: data.email,
      language: locale === 'en' ? 'en' : 'sv',
    };
    try {
      await postLead('/api/newsletter-signup', { ...body, ...honeypotValue(honeypot.current) });
      setSubscribed(true);
    } catch (error) {
      logSubmitError('newsletter', error);
      toast.error(t('failure'));
    }
  }

  if (subscribed) {
    return (
      <div role="status" className="card border-success-700 bg-success-50">
        <h3 className="text-xl font-bold text-success-700">{t('thanksTitle')}</h3>
        <p className="mt-2 text-ink">{t('thanksText')}</p>
      </div>
    );
  }

  return (
    <form
      onFocus={preloadOnFocus(resolver)}
      noValidate
      onSubmit={(event) => handleSubmit(onValid)(event)}
      className="relative grid gap-4"
    >
      <TextField
        id="newsletter-email"
        type="email"
        label={t('email')}
        requiredLabel={required}
        placeholder={t('emailPlaceholder')}
        autoComplete="email"
        error={fieldError(errors.email?.message)}
        {...register('email')}
      />
      <CheckboxField
        id="newsletter-consent"
        label={t.rich('consent', { link: privacyLink })}
        requiredLabel={required}
        error={fieldError(errors.consent?.message)}
        {...register('consent')}
      />
      <Honeypot inputRef={honeypot} idPrefix="newsletter" />
      <SubmitButton
        busy={isSubmitting}
        blocked={!ready}
        label={t('submit')}
        busyLabel={t('sending')}
        className="btn btn-primary"
      />
    </form>
  );
}
