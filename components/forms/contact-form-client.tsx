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
import { labelOf } from './described-field';
import type { FormText } from './form-text';
import { LeadFormScope, useLeadForm } from './lead-form';
import { LeadFormBody } from './lead-form-body';
import { PhoneField } from './phone-field';
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
  const { form: t } = text;
  const router = useRouter();
  const redirect = useRef<number | undefined>(undefined);
  const form = useLeadForm({
    fields: contactFields,
    idPrefix: 'contact',
    text,
    labels: { consent: consentLabel },
    layout: {
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
    },
    // Field errors are shown inline; the notice names the rule that failed, in the form's words for
    // a missing field (a service or country not chosen is one too) and a missing consent.
    own: {
      required: t.requiredFields,
      service: t.requiredFields,
      dialCode: t.requiredFields,
      consent: t.consentRequired,
    },
    refusalLabel: (name) =>
      labelOf(t, name === 'countryCode' || name === 'phoneNumber' ? 'phone' : name),
    // Home after 3 s, as with JavaScript; React puts the <meta> in <head>.
    sent: (
      <>
        {t.success}
        <meta httpEquiv="refresh" content={`${REDIRECT_DELAY_MS / 1000};url=${homeHref}`} />
      </>
    ),
    validate: validateContact,
    onSent: () => {
      toast.success(t.success);
      redirect.current = window.setTimeout(() => router.push(homeHref), REDIRECT_DELAY_MS);
    },
  });
  const { hydrated, values, sync } = form;

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

  const render = (name: keyof typeof contactFields) => {
    const spec: FieldSpec = contactFields[name];
    if (spec.control !== 'phone') return form.render(name);
    // One fieldset for both of the number's controls, at the place of the first.
    if (name !== 'countryCode') return null;
    return (
      <PhoneField
        key="phone"
        form={form}
        text={text}
        countries={countries}
        defaultCountry={defaultCountry}
      />
    );
  };

  return (
    <LeadFormBody
      form={form}
      className="mt-6 grid gap-5"
      formClassName="relative grid gap-5 sm:grid-cols-2"
      submit={{
        // Enabled in the server's HTML: without JavaScript the server checks the form.
        blocked: hydrated && !complete,
        hint: { id: 'contact-submit-hint', text: t.submitHint },
        wrapperClassName: 'sm:col-span-2',
      }}
    >
      {fieldNames(contactFields).map(render)}
    </LeadFormBody>
  );
}
