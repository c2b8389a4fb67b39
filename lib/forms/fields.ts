import type { academyFormSchema } from '@/lib/validation/academy';
import type { contactFormSchema } from '@/lib/validation/contact';
import type { newsletterFormSchema } from '@/lib/validation/newsletter';
import type { referenceFormSchema } from '@/lib/validation/reference';
import type { techsverigeFormSchema } from '@/lib/validation/techsverige';

// Each lead form's fields, described once: their names in display order, how each is entered,
// the message key of its label (in the form's namespace) and the group it sits in. The rules
// (required, limits, message keys of errors) are the form's zod schema in lib/validation, the
// same one browser and server check with; `satisfies Described<schema>` makes tsc refuse a
// description whose names differ from its schema's. Free of zod: the forms render from this
// before any validation code is loaded. Used by the client leaves (components/forms), the
// Server Actions (./definitions.ts: which fields to read, which are checkboxes) and the back
// office (the label of a stored column).

export interface FieldSpec {
  /** How it is entered; `phone` is one of the two controls of the contact form's phone number. */
  control?: 'input' | 'textarea' | 'select' | 'checkbox' | 'phone';
  /** The input's type (text by default). */
  type?: 'email' | 'tel';
  autoComplete?: string;
  /** The label's message key in the form's namespace, when it is not the field's name. */
  label?: string;
  /** The message key of the heading of the group the field sits in. */
  group?: string;
  /** Not required (the schema has a default): no `required`, no required mark. */
  optional?: true;
  /** The column of the stored lead it fills, when it is not named like the field. */
  column?: string;
}

type Described<Schema extends { shape: object }> = Record<keyof Schema['shape'], FieldSpec>;

export const contactFields = {
  name: { autoComplete: 'name' },
  email: { type: 'email', autoComplete: 'email' },
  company: { autoComplete: 'organization' },
  countryCode: { control: 'phone' },
  phoneNumber: { control: 'phone' },
  service: { control: 'select' },
  message: { control: 'textarea' },
  gdprConsent: { control: 'checkbox', label: 'consent' },
} as const satisfies Described<typeof contactFormSchema>;

export const newsletterFields = {
  email: { type: 'email', autoComplete: 'email' },
  consent: { control: 'checkbox' },
} as const satisfies Described<typeof newsletterFormSchema>;

export const techsverigeFields = {
  companyName: { autoComplete: 'organization', column: 'company' },
  organizationNumber: {},
  firstName: { autoComplete: 'given-name' },
  lastName: { autoComplete: 'family-name' },
  mobile: { type: 'tel', autoComplete: 'tel', column: 'phone' },
  email: { type: 'email', autoComplete: 'email' },
  message: { control: 'textarea' },
} as const satisfies Described<typeof techsverigeFormSchema>;

export const referenceFields = {
  company: { autoComplete: 'organization', group: 'whoHeading' },
  name: { autoComplete: 'name', group: 'whoHeading' },
  title: { autoComplete: 'organization-title', group: 'whoHeading' },
  email: { type: 'email', autoComplete: 'email', group: 'whoHeading' },
  phone: { type: 'tel', autoComplete: 'tel', group: 'whoHeading' },
  reference: { control: 'textarea', group: 'referenceHeading', column: 'message' },
  consentPrivacy: { control: 'checkbox', group: 'consentHeading' },
  consentMarketing: { control: 'checkbox', group: 'consentHeading', optional: true },
} as const satisfies Described<typeof referenceFormSchema>;

export const academyFields = {
  contactName: { autoComplete: 'name', group: 'contactHeading' },
  contactEmail: { type: 'email', autoComplete: 'email', group: 'contactHeading' },
  contactPhone: { type: 'tel', autoComplete: 'tel', group: 'contactHeading' },
  contactPosition: { autoComplete: 'organization-title', group: 'contactHeading' },
  companyName: { autoComplete: 'organization', group: 'companyHeading' },
  companyOrgNumber: { group: 'companyHeading' },
  // street-address is for <textarea> only
  billingAddress: { autoComplete: 'address-line1', group: 'billingHeading' },
  billingZipCode: { autoComplete: 'postal-code', group: 'billingHeading' },
  billingCity: { autoComplete: 'address-level2', group: 'billingHeading' },
  billingCountry: { autoComplete: 'country-name', group: 'billingHeading' },
  invoiceReference: { group: 'billingHeading' },
  invoiceEmail: { type: 'email', group: 'billingHeading' },
  message: { control: 'textarea' },
} as const satisfies Described<typeof academyFormSchema>;

export type FormFields = Readonly<Record<string, FieldSpec>>;

/** The fields' names in display order. */
export function fieldNames<Fields extends FormFields>(fields: Fields): (keyof Fields & string)[] {
  return Object.keys(fields);
}

/** The fields sent as checkboxes: present (ticked) or absent. */
export function checkboxNames(fields: FormFields): string[] {
  return Object.keys(fields).filter((name) => fields[name]?.control === 'checkbox');
}

/** The fields of one group, or of none (`undefined`), in display order. */
export function groupFields<Fields extends FormFields>(
  fields: Fields,
  group: string | undefined,
): (keyof Fields & string)[] {
  return fieldNames(fields).filter((name) => fields[name]?.group === group);
}

/** The groups' heading keys in display order. */
export function groupNames(fields: FormFields): string[] {
  const groups = Object.values(fields).flatMap((field) => (field.group ? [field.group] : []));
  return [...new Set(groups)];
}

const STORED: Record<string, FormFields> = {
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
  const fields = STORED[kind] ?? {};
  return Object.keys(fields).find((name) => fields[name]?.column === column) ?? column;
}
