import * as z from 'zod/mini';
import { MAX_LENGTH } from './constants';
import { emailField, languageField, multilineText, requiredText } from './fields';

/** The academy registration's thirteen fields, all required; three are addresses. */
export const academyFormSchema = z.object({
  contactName: requiredText(),
  contactEmail: emailField(),
  contactPhone: requiredText(MAX_LENGTH.phone),
  contactPosition: requiredText(),
  companyName: requiredText(),
  companyOrgNumber: requiredText(40),
  billingAddress: requiredText(),
  billingZipCode: requiredText(20),
  billingCity: requiredText(),
  billingCountry: requiredText(),
  invoiceReference: requiredText(),
  invoiceEmail: emailField(),
  message: multilineText(),
});

export const ACADEMY_FIELDS = z.keyof(academyFormSchema).options;

/** POST /api/send-academy-registration: the thirteen fields plus language. */
export const academyRegistrationSchema = z.extend(academyFormSchema, { language: languageField });

export type AcademyRegistration = z.output<typeof academyRegistrationSchema>;
