'use client';

import { FieldError } from '@/components/ui/field';
import type { CountryOption } from '@/lib/countries';
import type { FormText } from './form-text';
import type { LeadForm } from './lead-form';

interface Props {
  form: LeadForm;
  text: FormText<'ContactForm'>;
  countries: CountryOption[];
  /** The country (ISO code) to start with, unless a refused submission chose another. */
  defaultCountry: string;
}

// The look of components/ui/field.tsx's controls (field-control), with their own side padding.
const control =
  'mt-1.5 block w-full rounded-lg border bg-white py-2.5 text-base text-ink shadow-sm';

/**
 * Country calling code + number, as one labelled group. The codes are a native <select>
 * ("Sverige (+46)"): keyboard type-ahead by country name and screen-reader support for free.
 * Its open list is drawn by the browser, which sizes it (no CSS height cap applies there).
 */
export function PhoneField({ form, text, countries, defaultCountry }: Props) {
  const { form: t, shared } = text;
  const countryError = form.errorOf('countryCode');
  const numberError = form.errorOf('phoneNumber');
  const errorKey = countryError ?? numberError;
  const error = errorKey ? shared.errors[errorKey] : undefined;
  const { status } = form.scope.state;
  const refused = status === 'invalid' || status === 'failed';
  const errorId = 'contact-phone-error';
  return (
    <fieldset className="min-w-0" aria-describedby={error ? errorId : undefined}>
      <legend className="block text-sm font-semibold text-ink">
        {t.phone}
        <span className="ml-1 font-normal text-muted">
          <span aria-hidden="true">*</span>
          <span className="sr-only">({shared.required})</span>
        </span>
      </legend>
      {/* Side by side only where the select can show "Choose country" and a country name in
          full; in a narrower column (a 320 px phone) the two stack. */}
      <div className="@container">
        <div className="grid gap-2 @xs:grid-cols-[minmax(0,11rem)_minmax(0,1fr)]">
          <div>
            <label htmlFor="contact-country" className="sr-only">
              {t.countryCode}
            </label>
            <select
              id="contact-country"
              required
              autoComplete="tel-country-code"
              aria-invalid={countryError ? true : undefined}
              aria-describedby={countryError ? errorId : undefined}
              className={`${control} px-2 ${countryError ? 'border-danger-700' : 'border-field-border'}`}
              name="countryCode"
              defaultValue={refused ? form.initial('countryCode') : defaultCountry}
            >
              <option value="">{t.countryPlaceholder}</option>
              {countries.map((option) => (
                <option key={option.code} value={option.code}>
                  {`${option.name} (+${option.dialCode})`}
                </option>
              ))}
            </select>
          </div>
          <div>
            <label htmlFor="contact-phone" className="sr-only">
              {t.phoneNumber}
            </label>
            <input
              id="contact-phone"
              // "tel-national" is a Text-group autofill name: HTML allows it on a text input, not on
              // type="tel". inputMode keeps the phone keypad.
              type="text"
              inputMode="tel"
              required
              autoComplete="tel-national"
              aria-invalid={numberError ? true : undefined}
              aria-describedby={error ? errorId : undefined}
              className={`${control} px-3 ${numberError ? 'border-danger-700' : 'border-field-border'}`}
              name="phoneNumber"
              defaultValue={form.initial('phoneNumber')}
            />
          </div>
        </div>
      </div>
      <FieldError id={errorId} message={error} />
    </fieldset>
  );
}
