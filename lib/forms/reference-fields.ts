import type { referenceFormSchema } from '@/lib/validation/reference';
import type { Described } from './fields';

// The reference form's fields (./fields.ts says what each property means).
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
