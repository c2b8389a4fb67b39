'use server';

import type * as z from 'zod/mini';
import { submitLeadForm } from './submit';
import {
  academyForm,
  contactForm,
  newsletterForm,
  referenceForm,
  techsverigeForm,
  type LeadFormDefinition,
} from './definitions';
import type { LeadAction } from './state';

// The lead forms' Server Actions: what a <form action> posts to, with or without JavaScript.
// Each runs the same checks, schema and lib/leads call as its JSON route (lib/forms/submit.ts).

function leadAction<Form extends z.ZodMiniObject, Request extends z.ZodMiniType>(
  definition: LeadFormDefinition<Form, Request>,
): LeadAction {
  return async (_, formData) => submitLeadForm(definition, formData);
}

export const submitContact = leadAction(contactForm);
export const submitNewsletter = leadAction(newsletterForm);
export const submitTechsverige = leadAction(techsverigeForm);
export const submitReference = leadAction(referenceForm);
export const submitAcademyRegistration = leadAction(academyForm);
