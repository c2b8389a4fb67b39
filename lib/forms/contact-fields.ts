import type { contactFormSchema } from '@/lib/validation/contact';
import type { Described } from './fields';

// The contact form's fields (./fields.ts says what each property means).
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
