import * as z from 'zod/mini';
import {
  consentField,
  emailField,
  languageField,
  MAX_LENGTH,
  multilineText,
  requiredText,
} from './fields';

/** The reference form (spec §3): six required fields, privacy consent required, marketing optional. */
export const referenceFormSchema = z.object({
  company: requiredText(),
  name: requiredText(),
  title: requiredText(),
  email: emailField(),
  phone: requiredText(MAX_LENGTH.phone),
  reference: multilineText(),
  consentPrivacy: consentField('consent'),
  consentMarketing: z._default(z.boolean({ error: 'invalid' }), false),
});

export type ReferenceFormInput = z.input<typeof referenceFormSchema>;
export type ReferenceFormValues = z.output<typeof referenceFormSchema>;

/** POST /api/send-contact-email with type "reference". `recipient` is accepted and dropped. */
export const referenceMessageSchema = z.extend(referenceFormSchema, {
  type: z.literal('reference'),
  language: languageField,
});

export type ReferenceMessage = z.output<typeof referenceMessageSchema>;
export type ReferenceMessageBody = z.input<typeof referenceMessageSchema>;
