import type { academyFormSchema } from '@/lib/validation/academy';
import type { Described } from './fields';

// The academy form's fields (./fields.ts says what each property means).
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
