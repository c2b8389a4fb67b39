import { academyFields } from './academy-fields';
import { contactFields } from './contact-fields';
import type { FormFields } from './fields';
import { newsletterFields } from './newsletter-fields';
import { referenceFields } from './reference-fields';
import { techsverigeFields } from './techsverige-fields';

// The back office's view of the forms' descriptions (its own module, so that no form page loads
// the other forms' descriptions).

const BY_KIND: Record<string, FormFields> = {
  contact: contactFields,
  techsverige: techsverigeFields,
  reference: referenceFields,
  academy: academyFields,
  newsletter: newsletterFields,
};

/**
 * The form field a stored lead's column came from (the back office labels it by that field):
 * e.g. the tech-association form's `companyName` is stored in the shared `company` column.
 */
export function formFieldOf(kind: string, column: string): string {
  const fields = BY_KIND[kind] ?? {};
  return Object.keys(fields).find((name) => fields[name]?.column === column) ?? column;
}
