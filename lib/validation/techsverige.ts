import * as z from 'zod/mini';
import { emailField, languageField, MAX_LENGTH, multilineText, requiredText } from './fields';

/** The tech-association form's seven fields (spec §3), all required. */
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

export type TechsverigeFormInput = z.input<typeof techsverigeFormSchema>;
export type TechsverigeFormValues = z.output<typeof techsverigeFormSchema>;

/** POST /api/send-contact-email with type "techsverige". `recipient` is accepted and dropped. */
export const techsverigeMessageSchema = z.extend(techsverigeFormSchema, {
  type: z.literal('techsverige'),
  language: languageField,
});

export type TechsverigeMessage = z.output<typeof techsverigeMessageSchema>;
export type TechsverigeMessageBody = z.input<typeof techsverigeMessageSchema>;
