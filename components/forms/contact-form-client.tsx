'use client';

import { useRouter } from 'next/navigation';
import { useEffect, useRef, type ReactNode } from 'react';
import { CheckboxField, SelectField, TextAreaField, TextField } from '@/components/ui/field';
import { toast } from '@/components/ui/toaster';
import type { CountryOption } from '@/lib/countries';
import { takeContactPrefill } from '@/lib/contact-prefill';
import { submitContact } from '@/lib/forms/actions';
import { CONTACT_SERVICES } from '@/lib/validation/constants';
import type { FieldErrors } from '@/lib/validation/errors';
import type { ValidationKey } from '@/lib/validation/keys';
import { FormNotice } from './form-notice';
import type { FormText } from './form-text';
import { Honeypot } from './honeypot';
import { LeadFormScope, useLeadForm } from './lead-form';
import { PhoneField } from './phone-field';
import { refusalMessage } from './refusal';
import { SubmitButton } from './submit-button';
import { validateContact } from './validators';

export const REDIRECT_DELAY_MS = 3000;

const FIELDS = [
  'name',
  'email',
  'company',
  'countryCode',
  'phoneNumber',
  'service',
  'message',
  'gdprConsent',
] as const;
const CHECKBOXES = ['gdprConsent'] as const;

export interface ContactFormClientProps {
  text: FormText<'ContactForm'>;
  consentLabel: ReactNode;
  /** Countries with calling codes, sorted by name in the page language (lib/countries.ts). */
  countries: CountryOption[];
  /** Preselected country (ISO code): "SE" in Swedish, "" in English. */
  defaultCountry: string;
  /** Where the visitor goes 3 s after a successful send: the home page of their language. */
  homeHref: string;
  /** This page's address: without JavaScript the form posts there (LeadFormScope). */
  pageHref: string;
}

export function ContactFormClient(props: ContactFormClientProps) {
  return (
    <LeadFormScope action={submitContact} permalink={`${props.pageHref}#contact-form`}>
      <ContactFields {...props} />
    </LeadFormScope>
  );
}

function ContactFields({
  text,
  consentLabel,
  countries,
  defaultCountry,
  homeHref,
}: ContactFormClientProps) {
  const { form: t, shared } = text;
  const router = useRouter();
  const redirect = useRef<number | undefined>(undefined);
  // Field errors are shown inline; the toast names the rule that failed, in the spec's words for
  // a missing field (a service or country not chosen is one too) and a missing consent.
  const refusal = (errors: FieldErrors) =>
    refusalMessage(errors, {
      shared,
      label: (name) =>
        name === 'countryCode' || name === 'phoneNumber' ? t.phone : t[name as 'name'],
      own: {
        required: t.requiredFields,
        service: t.requiredFields,
        dialCode: t.requiredFields,
        consent: t.consentRequired,
      },
    });
  const form = useLeadForm({
    fields: FIELDS,
    checkboxes: CHECKBOXES,
    validate: validateContact,
    onInvalid: (errors) => toast.error(refusal(errors)),
    onSent: () => {
      toast.success(t.success);
      redirect.current = window.setTimeout(() => router.push(homeHref), REDIRECT_DELAY_MS);
    },
    onFailed: (state) =>
      toast.error(state.reason === 'rateLimited' ? shared.rateLimited : t.failure),
  });
  const { scope, hydrated, values, errorOf, initial } = form;
  const { sync } = form;

  // The salary page's hand-over (lib/contact-prefill.ts), read once.
  useEffect(() => {
    const prefill = takeContactPrefill();
    const element = form.formRef.current?.elements;
    if (!prefill || !element) return;
    const message = element.namedItem('message');
    const service = element.namedItem('service');
    if (message instanceof HTMLTextAreaElement) message.value = prefill.message;
    if (service instanceof HTMLSelectElement) service.value = prefill.service;
    sync();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, on mount
  }, []);

  useEffect(() => () => window.clearTimeout(redirect.current), []);

  // "Filled" as the visitor sees it; a field of only spaces passes here and is refused by the
  // schema on submit, with the required-fields toast and the field's own message.
  const complete = FIELDS.every((name) =>
    name === 'gdprConsent' ? values[name] === true : Boolean(values[name]),
  );

  const message = (key: ValidationKey | undefined) => (key ? shared.errors[key] : undefined);
  const field = (name: 'name' | 'email' | 'company' | 'service' | 'message') => ({
    id: `contact-${name}`,
    name,
    label: t[name],
    requiredLabel: shared.required,
    error: message(errorOf(name)),
    defaultValue: initial(name),
  });
  const sentWithoutScript = scope.origin === 'page' && scope.state.status === 'sent';
  const refused = scope.state.status === 'invalid' || scope.state.status === 'failed';
  const country = refused ? initial('countryCode') : defaultCountry;

  return (
    <div className="mt-6 grid gap-5">
      {sentWithoutScript ? (
        <FormNotice tone="success">
          {t.success}
          {/* Home after 3 s, as with JavaScript; React puts this in <head>. */}
          <meta httpEquiv="refresh" content={`${REDIRECT_DELAY_MS / 1000};url=${homeHref}`} />
        </FormNotice>
      ) : null}
      {scope.origin === 'page' && scope.state.status === 'invalid' ? (
        <FormNotice tone="error">{refusal(scope.state.errors)}</FormNotice>
      ) : null}
      {scope.origin === 'page' && scope.state.status === 'failed' ? (
        <FormNotice tone="error">
          {scope.state.reason === 'rateLimited' ? shared.rateLimited : t.failure}
        </FormNotice>
      ) : null}
      <form {...form.formProps} className="relative grid gap-5 sm:grid-cols-2">
        <TextField {...field('name')} autoComplete="name" />
        <TextField {...field('email')} type="email" autoComplete="email" />
        <TextField {...field('company')} autoComplete="organization" />
        <PhoneField
          legend={t.phone}
          countryLabel={t.countryCode}
          countryPlaceholder={t.countryPlaceholder}
          numberLabel={t.phoneNumber}
          requiredLabel={shared.required}
          countries={countries}
          defaultCountry={country}
          defaultNumber={initial('phoneNumber')}
          countryInvalid={Boolean(errorOf('countryCode'))}
          numberInvalid={Boolean(errorOf('phoneNumber'))}
          error={message(errorOf('countryCode') ?? errorOf('phoneNumber'))}
        />
        <SelectField {...field('service')} className="sm:col-span-2">
          <option value="">{t.servicePlaceholder}</option>
          {CONTACT_SERVICES.map((service) => (
            <option key={service} value={service}>
              {t.services[service]}
            </option>
          ))}
        </SelectField>
        <TextAreaField {...field('message')} className="sm:col-span-2" rows={6} />
        <CheckboxField
          id="contact-consent"
          name="gdprConsent"
          className="sm:col-span-2"
          label={consentLabel}
          requiredLabel={shared.required}
          error={message(errorOf('gdprConsent'))}
          defaultChecked={form.initiallyChecked('gdprConsent')}
        />
        <Honeypot idPrefix="contact" label={shared.honeypot} />
        <SubmitButton
          busy={scope.pending}
          // Enabled in the server's HTML: without JavaScript the server checks the form.
          blocked={hydrated && !complete}
          hint={{ id: 'contact-submit-hint', text: t.submitHint }}
          label={t.submit}
          busyLabel={t.sending}
          wrapperClassName="sm:col-span-2"
        />
      </form>
    </div>
  );
}
