import * as z from 'zod/mini';
import { consentField, emailField, languageField } from './fields';

/** The newsletter block: an address and a ticked consent box (spec §5's three messages). */
export const newsletterFormSchema = z.object({
  email: emailField('emailRequired'),
  consent: consentField('newsletterConsent'),
});

export type NewsletterFormInput = z.input<typeof newsletterFormSchema>;
export type NewsletterFormValues = z.output<typeof newsletterFormSchema>;

/** POST /api/newsletter-signup (spec §7: email, language). */
export const newsletterSignupSchema = z.object({
  email: emailField('emailRequired'),
  language: languageField,
});

export type NewsletterSignup = z.output<typeof newsletterSignupSchema>;
export type NewsletterSignupBody = z.input<typeof newsletterSignupSchema>;
