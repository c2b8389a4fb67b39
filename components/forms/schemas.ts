import type * as z from 'zod/mini';
import type { FormValues } from '@/lib/forms/state';
import { academyFormSchema } from '@/lib/validation/academy';
import { contactFormSchema } from '@/lib/validation/contact';
import { fieldErrors, type FieldErrors } from '@/lib/validation/errors';
import { newsletterFormSchema } from '@/lib/validation/newsletter';
import { referenceFormSchema } from '@/lib/validation/reference';
import { techsverigeFormSchema } from '@/lib/validation/techsverige';

// The forms' schemas in one chunk, loaded on demand by ./validators.ts.
export const formSchemas = {
  contact: contactFormSchema,
  newsletter: newsletterFormSchema,
  techsverige: techsverigeFormSchema,
  reference: referenceFormSchema,
  academy: academyFormSchema,
} satisfies Record<string, z.ZodMiniType>;

export function check(form: keyof typeof formSchemas, values: FormValues): FieldErrors {
  const result = formSchemas[form].safeParse(values);
  return result.success ? {} : fieldErrors(result.error);
}
