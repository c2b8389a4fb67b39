'use client';

import { useEffect, useRef } from 'react';
import { useForm, useWatch, type FieldErrors } from 'react-hook-form';
import { useLocale, useTranslations } from 'next-intl';
import { CheckboxField, SelectField, TextAreaField, TextField } from '@/components/ui/field';
import { toast } from '@/components/ui/toaster';
import type { CountryOption } from '@/lib/countries';
import { takeContactPrefill } from '@/lib/contact-prefill';
import { useRouter } from '@/lib/i18n/navigation';
import { CONTACT_SERVICES } from '@/lib/validation/constants';
import type { ContactFormInput, ContactFormValues } from '@/lib/validation/contact';
import { toContactRequest } from '@/lib/validation/contact-request';
import { Honeypot, honeypotValue } from './honeypot';
import { PhoneField } from './phone-field';
import { logSubmitError, postLead } from './post-lead';
import { SubmitButton } from './submit-button';
import { preloadOnFocus, privacyLink, useFieldError } from './use-form-text';
import { contactResolver as resolver } from './lazy-resolvers';

export const REDIRECT_DELAY_MS = 3000;

export interface ContactFormClientProps {
  /** Countries with calling codes, sorted by name in the page language (lib/countries.ts). */
  countries: CountryOption[];
  /** Preselected country (ISO code): "SE" in Swedish, "" in English. */
  defaultCountry: string;
}

export function ContactFormClient({ countries, defaultCountry }: ContactFormClientProps) {
  const t = useTranslations('ContactForm');
  const tForms = useTranslations('Forms');
  const fieldError = useFieldError();
  const locale = useLocale();
  const router = useRouter();
  const honeypot = useRef<HTMLInputElement>(null);
  const redirect = useRef<number | undefined>(undefined);

  const empty: ContactFormInput = {
    name: '',
    email: '',
    company: '',
    countryCode: defaultCountry,
    phoneNumber: '',
    service: '' as ContactFormInput['service'],
    message: '',
    gdprConsent: false,
  };
  const form = useForm<ContactFormInput, unknown, ContactFormValues>({
    resolver,
    mode: 'onTouched',
    defaultValues: empty,
  });
  const { register, handleSubmit, reset, setValue, control, formState } = form;
  const { errors, isSubmitting } = formState;
  const values = useWatch({ control });

  // The salary page's hand-over (lib/contact-prefill.ts), read once.
  useEffect(() => {
    const prefill = takeContactPrefill();
    if (!prefill) return;
    setValue('message', prefill.message);
    setValue('service', prefill.service);
  }, [setValue]);

  useEffect(() => () => window.clearTimeout(redirect.current), []);

  // "Filled" as the visitor sees it; a field of only spaces passes here and is refused by the
  // schema on submit, with the required-fields toast and the field's own message.
  const complete =
    [
      values.name,
      values.email,
      values.company,
      values.countryCode,
      values.phoneNumber,
      values.service,
      values.message,
    ].every((value) => typeof value === 'string' && value !== '') && values.gdprConsent === true;

  async function onValid(data: ContactFormValues) {
    const country = countries.find((option) => option.code === data.countryCode);
    if (!country) return;
    try {
      await postLead('/api/send-contact-email', {
        ...toContactRequest(data, country.dialCode, locale === 'en' ? 'en' : 'sv'),
        ...honeypotValue(honeypot.current),
      });
    } catch (error) {
      logSubmitError('contact', error);
      toast.error(t('failure'));
      return;
    }
    toast.success(t('success'));
    reset(empty);
    redirect.current = window.setTimeout(() => router.push('/'), REDIRECT_DELAY_MS);
  }

  // Field errors are shown inline; the toast sums up the spec's two cases.
  function onInvalid(invalid: FieldErrors<ContactFormInput>) {
    const messages = Object.values(invalid).map((issue) => issue?.message);
    if (messages.includes('required')) toast.error(t('requiredFields'));
    else if (invalid.gdprConsent) toast.error(t('consentRequired'));
  }

  const required = tForms('required');
  const error = (name: keyof ContactFormInput) => fieldError(errors[name]?.message);
  const field = (name: 'name' | 'email' | 'company' | 'service' | 'message') => ({
    id: `contact-${name}`,
    label: t(name),
    requiredLabel: required,
    error: error(name),
    ...register(name),
  });

  return (
    <form
      onFocus={preloadOnFocus(resolver)}
      noValidate
      onSubmit={(event) => handleSubmit(onValid, onInvalid)(event)}
      className="relative mt-6 grid gap-5 sm:grid-cols-2"
    >
      <TextField {...field('name')} autoComplete="name" />
      <TextField {...field('email')} type="email" autoComplete="email" />
      <TextField {...field('company')} autoComplete="organization" />
      <PhoneField
        legend={t('phone')}
        countryLabel={t('countryCode')}
        countryPlaceholder={t('countryPlaceholder')}
        numberLabel={t('phoneNumber')}
        requiredLabel={required}
        countries={countries}
        country={register('countryCode')}
        number={register('phoneNumber')}
        countryInvalid={Boolean(errors.countryCode)}
        numberInvalid={Boolean(errors.phoneNumber)}
        error={error('countryCode') ?? error('phoneNumber')}
      />
      <SelectField {...field('service')} className="sm:col-span-2">
        <option value="">{t('servicePlaceholder')}</option>
        {CONTACT_SERVICES.map((service) => (
          <option key={service} value={service}>
            {t(`services.${service}`)}
          </option>
        ))}
      </SelectField>
      <TextAreaField {...field('message')} className="sm:col-span-2" rows={6} />
      <CheckboxField
        id="contact-consent"
        className="sm:col-span-2"
        label={t.rich('consent', { link: privacyLink })}
        requiredLabel={required}
        error={error('gdprConsent')}
        {...register('gdprConsent')}
      />
      <Honeypot inputRef={honeypot} idPrefix="contact" />
      <SubmitButton
        busy={isSubmitting}
        blocked={!complete}
        hint={{ id: 'contact-submit-hint', text: t('submitHint') }}
        label={t('submit')}
        busyLabel={t('sending')}
        wrapperClassName="sm:col-span-2"
      />
    </form>
  );
}
