import * as z from 'zod/mini';
import { consentField, emailField, languageField } from './fields';

/** The newsletter block: an address and a ticked consent box (three messages: address missing, malformed, no consent). */
export const newsletterFormSchema = z.object({
  email: emailField('emailRequired'),
  consent: consentField('newsletterConsent'),
});

/** POST /api/newsletter-signup (email, language). */
export const newsletterSignupSchema = z.object({
  email: emailField('emailRequired'),
  language: languageField,
});

export type NewsletterSignup = z.output<typeof newsletterSignupSchema>;
