import 'server-only';
import type { Locale } from 'next-intl';
import type * as z from 'zod/mini';
import { getCountryOptions } from '@/lib/countries';
import { registerForAcademy } from '@/lib/leads/academy';
import { storeContactMessage } from '@/lib/leads/contact';
import { subscribeToNewsletter } from '@/lib/leads/newsletter';
import { academyFormSchema, academyRegistrationSchema } from '@/lib/validation/academy';
import {
  contactFormSchema,
  contactMessageSchema,
  toContactRequest,
} from '@/lib/validation/contact';
import type { FieldErrors } from '@/lib/validation/errors';
import { newsletterFormSchema, newsletterSignupSchema } from '@/lib/validation/newsletter';
import { referenceFormSchema, referenceMessageSchema } from '@/lib/validation/reference';
import { techsverigeFormSchema, techsverigeMessageSchema } from '@/lib/validation/techsverige';
import { academyFields } from './academy-fields';
import { contactFields } from './contact-fields';
import { newsletterFields } from './newsletter-fields';
import { referenceFields } from './reference-fields';
import { techsverigeFields } from './techsverige-fields';
import { type FieldSpec } from './fields';

// Each lead form as its Server Action handles it: the form's schema (the one the browser checks
// with), its fields as the page renders them (./fields.ts, the same names as the schema), the JSON
// body its route takes for the same lead, and the one lib/leads call that stores it. `route` names
// the JSON route, so both paths share one rate-limit bucket.

export interface LeadFormDefinition<
  Form extends z.ZodMiniObject = z.ZodMiniObject,
  Request extends z.ZodMiniType = z.ZodMiniType,
> {
  route: string;
  formSchema: Form;
  /** The form's fields (./fields.ts): which to read from a post, which are checkboxes. */
  fields: Readonly<Record<keyof Form['shape'], FieldSpec>>;
  /** The route's body for the form's values, or the fields that cannot be turned into one. */
  toRequest: (
    values: z.output<Form>,
    language: Locale,
  ) => { body: unknown } | { errors: FieldErrors };
  requestSchema: Request;
  store: (request: z.output<Request>) => Promise<unknown>;
}

function define<Form extends z.ZodMiniObject, Request extends z.ZodMiniType>(
  definition: LeadFormDefinition<Form, Request>,
): LeadFormDefinition<Form, Request> {
  return definition;
}

export const contactForm = define({
  route: 'send-contact-email',
  formSchema: contactFormSchema,
  fields: contactFields,
  toRequest: (values, language) => {
    const country = getCountryOptions(language).find(
      (option) => option.code === values.countryCode,
    );
    if (!country) return { errors: { countryCode: 'dialCode' } };
    return { body: toContactRequest(values, country.dialCode, language) };
  },
  requestSchema: contactMessageSchema,
  store: storeContactMessage,
});

export const techsverigeForm = define({
  route: 'send-contact-email',
  formSchema: techsverigeFormSchema,
  fields: techsverigeFields,
  toRequest: (values, language) => ({ body: { ...values, type: 'techsverige', language } }),
  requestSchema: techsverigeMessageSchema,
  store: storeContactMessage,
});

export const referenceForm = define({
  route: 'send-contact-email',
  formSchema: referenceFormSchema,
  fields: referenceFields,
  toRequest: (values, language) => ({ body: { ...values, type: 'reference', language } }),
  requestSchema: referenceMessageSchema,
  store: storeContactMessage,
});

export const newsletterForm = define({
  route: 'newsletter-signup',
  formSchema: newsletterFormSchema,
  fields: newsletterFields,
  toRequest: (values, language) => ({ body: { email: values.email, language } }),
  requestSchema: newsletterSignupSchema,
  store: subscribeToNewsletter,
});

export const academyForm = define({
  route: 'send-academy-registration',
  formSchema: academyFormSchema,
  fields: academyFields,
  toRequest: (values, language) => ({ body: { ...values, language } }),
  requestSchema: academyRegistrationSchema,
  store: registerForAcademy,
});
