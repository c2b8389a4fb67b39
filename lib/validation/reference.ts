import * as z from 'zod/mini';
import { MAX_LENGTH } from './constants';
import { consentField, emailField, languageField, multilineText, requiredText } from './fields';

/** The reference form: six required fields, privacy consent required, marketing optional. */
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

/** POST /api/send-contact-email with type "reference". `recipient` is accepted and dropped. */
export const referenceMessageSchema = z.extend(referenceFormSchema, {
  type: z.literal('reference'),
  language: languageField,
});
