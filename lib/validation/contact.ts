import type { Locale } from 'next-intl';
import * as z from 'zod/mini';
import { CONTACT_SERVICES, MAX_LENGTH } from './constants';
import { consentField, emailField, languageField, multilineText, requiredText } from './fields';

const serviceField = z.enum(CONTACT_SERVICES, { error: 'service' });
const messageField = multilineText();

// The local part of the number as typed: digits and the usual separators, 4 to 20 digits.
const PHONE_NUMBER = /^[0-9 ()\-./]+$/;
const digitCount = (value: string) => value.replace(/\D/g, '').length;
const isPhoneNumber = (value = '') =>
  PHONE_NUMBER.test(value) && digitCount(value) >= 4 && digitCount(value) <= 20;

/** The contact form's state: the country is an ISO code, the number is separate. */
export const contactFormSchema = z.object({
  name: requiredText(),
  email: emailField(),
  company: requiredText(),
  countryCode: z.string({ error: 'dialCode' }).check(z.regex(/^[A-Z]{2}$/, { error: 'dialCode' })),
  phoneNumber: requiredText(MAX_LENGTH.phone).check(z.refine(isPhoneNumber, { error: 'phone' })),
  service: serviceField,
  message: messageField,
  gdprConsent: consentField('consent'),
});

export type ContactFormValues = z.output<typeof contactFormSchema>;

// "<calling code> <number>" as posted, e.g. "+46 70 123 45 67".
const PHONE = /^\+\d{1,4} ([0-9 ()\-./]+)$/;

/** POST /api/send-contact-email with type "contact" (the default when `type` is absent). */
export const contactMessageSchema = z.object({
  type: z.literal('contact'),
  name: requiredText(),
  email: emailField(),
  company: requiredText(),
  phone: requiredText(MAX_LENGTH.phone).check(
    z.refine((value) => isPhoneNumber(PHONE.exec(value)?.[1]), { error: 'phone' }),
  ),
  service: serviceField,
  message: messageField,
  language: languageField,
  // Not in the original body; our form sends `true` so the consent is on record.
  // Absent means an older client; an explicit `false` is refused.
  gdprConsent: z.optional(z.literal(true, { error: 'consent' })),
});

export type ContactMessageBody = z.input<typeof contactMessageSchema>;

/** The request body for the form's values; `dialCode` is the country's calling code ("46"). */
export function toContactRequest(
  values: ContactFormValues,
  dialCode: string,
  language: Locale,
): ContactMessageBody {
  return {
    type: 'contact',
    name: values.name,
    email: values.email,
    company: values.company,
    phone: `+${dialCode.replace(/^\+/, '')} ${values.phoneNumber}`,
    service: values.service,
    message: values.message,
    language,
    gdprConsent: true,
  };
}
