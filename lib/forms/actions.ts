'use server';

import { submitLeadForm } from './submit';
import {
  academyForm,
  contactForm,
  newsletterForm,
  referenceForm,
  techsverigeForm,
} from './definitions';
import type { LeadFormState } from './state';

// The lead forms' Server Actions: what a <form action> posts to, with or without JavaScript.
// Each runs the same checks, schema and lib/leads call as its JSON route (lib/forms/submit.ts).

export async function submitContact(_: LeadFormState, formData: FormData): Promise<LeadFormState> {
  return submitLeadForm(contactForm, formData);
}

export async function submitNewsletter(
  _: LeadFormState,
  formData: FormData,
): Promise<LeadFormState> {
  return submitLeadForm(newsletterForm, formData);
}

export async function submitTechsverige(
  _: LeadFormState,
  formData: FormData,
): Promise<LeadFormState> {
  return submitLeadForm(techsverigeForm, formData);
}

export async function submitReference(
  _: LeadFormState,
  formData: FormData,
): Promise<LeadFormState> {
  return submitLeadForm(referenceForm, formData);
}

export async function submitAcademyRegistration(
  _: LeadFormState,
  formData: FormData,
): Promise<LeadFormState> {
  return submitLeadForm(academyForm, formData);
}
