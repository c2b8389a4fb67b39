'use client';

import { useRouter } from 'next/navigation';
import { useEffect, useRef, type ReactNode } from 'react';
import { toast } from '@/components/ui/toaster';
import type { CountryOption } from '@/lib/countries';
import { takeContactPrefill } from '@/lib/contact-prefill';
import { submitContact } from '@/lib/forms/actions';
import { contactFields } from '@/lib/forms/contact-fields';
import { checkboxNames, fieldNames, type FieldSpec } from '@/lib/forms/fields';
import { CONTACT_SERVICES } from '@/lib/validation/constants';
import type { FieldErrors } from '@/lib/validation/errors';
import { labelOf, type FieldLayout } from './described-field';
import { OutcomeNotice, type OutcomeTexts } from './form-notice';
import type { FormText } from './form-text';
import { Honeypot } from './honeypot';
import { LeadFormScope, useLeadForm } from './lead-form';
import { PhoneField } from './phone-field';
import { refusalMessage } from './refusal';
import { SubmitButton } from './submit-button';
import { validateContact } from './validators';

export const REDIRECT_DELAY_MS = 3000;

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
  const label = (key: string) => labelOf(t, key);
  // Field errors are shown inline; the notice names the rule that failed, in the form's words for
  // a missing field (a service or country not chosen is one too) and a missing consent.
  const outcome: OutcomeTexts = {
    refusal: (errors: FieldErrors) =>
      refusalMessage(errors, {
        shared,
        label: (name) => label(name === 'countryCode' || name === 'phoneNumber' ? 'phone' : name),
        own: {
          required: t.requiredFields,
          service: t.requiredFields,
          dialCode: t.requiredFields,
          consent: t.consentRequired,
        },
      }),
    failure: (reason) => (reason === 'rateLimited' ? shared.rateLimited : t.failure),
    // Home after 3 s, as with JavaScript; React puts the <meta> in <head>.
    sent: (
      <>
        {t.success}
        <meta httpEquiv="refresh" content={`${REDIRECT_DELAY_MS / 1000};url=${homeHref}`} />
      </>
    ),
  };
  const form = useLeadForm({
    fields: contactFields,
    idPrefix: 'contact',
    label: (key) => (key === 'consent' ? consentLabel : label(key)),
    shared,
    validate: validateContact,
    onInvalid: (errors) => toast.error(outcome.refusal(errors)),
    onSent: () => {
      toast.success(t.success);
      redirect.current = window.setTimeout(() => router.push(homeHref), REDIRECT_DELAY_MS);
    },
    onFailed: (state) => toast.error(outcome.failure(state.reason)),
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
  const checkboxes = checkboxNames(contactFields);
  const complete = fieldNames(contactFields).every((name) =>
    checkboxes.includes(name) ? values[name] === true : Boolean(values[name]),
  );

  const refused = scope.state.status === 'invalid' || scope.state.status === 'failed';
  const country = refused ? initial('countryCode') : defaultCountry;

  const layout: Partial<Record<string, FieldLayout>> = {
    service: {
      className: 'sm:col-span-2',
      options: (
        <>
          <option value="">{t.servicePlaceholder}</option>
          {CONTACT_SERVICES.map((service) => (
            <option key={service} value={service}>
              {t.services[service]}
            </option>
          ))}
        </>
      ),
    },
    message: { className: 'sm:col-span-2', rows: 6 },
    gdprConsent: { className: 'sm:col-span-2' },
  };
  const render = (name: keyof typeof contactFields) => {
    const spec: FieldSpec = contactFields[name];
    if (spec.control !== 'phone') return form.render(name, layout[name]);
    // One fieldset for both of the number's controls, at the place of the first.
    if (name !== 'countryCode') return null;
    const phoneError = errorOf('countryCode') ?? errorOf('phoneNumber');
    return (
      <PhoneField
        key="phone"
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
        error={phoneError ? shared.errors[phoneError] : undefined}
      />
    );
  };

  return (
    <div className="mt-6 grid gap-5">
      <OutcomeNotice state={scope.state} origin={scope.origin} texts={outcome} />
      <form {...form.formProps} className="relative grid gap-5 sm:grid-cols-2">
        {fieldNames(contactFields).map(render)}
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
