import * as z from 'zod/mini';
import { MAX_LENGTH } from './constants';
import { emailField, languageField, multilineText, requiredText } from './fields';

/** The tech-association form's seven fields, all required. */
export const techsverigeFormSchema = z.object({
  companyName: requiredText(),
  // Example format 123456-7890; the spec sets no rule beyond "not empty".
  organizationNumber: requiredText(40),
  firstName: requiredText(),
  lastName: requiredText(),
  mobile: requiredText(MAX_LENGTH.phone),
  email: emailField(),
  message: multilineText(),
});

/** POST /api/send-contact-email with type "techsverige". `recipient` is accepted and dropped. */
export const techsverigeMessageSchema = z.extend(techsverigeFormSchema, {
  type: z.literal('techsverige'),
  language: languageField,
});
