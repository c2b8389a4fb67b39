import type { techsverigeFormSchema } from '@/lib/validation/techsverige';
import type { Described } from './fields';

// The techsverige form's fields (./fields.ts says what each property means).
export const techsverigeFields = {
  companyName: { autoComplete: 'organization', column: 'company' },
  organizationNumber: {},
  firstName: { autoComplete: 'given-name' },
  lastName: { autoComplete: 'family-name' },
  mobile: { type: 'tel', autoComplete: 'tel', column: 'phone' },
  email: { type: 'email', autoComplete: 'email' },
  message: { control: 'textarea' },
} as const satisfies Described<typeof techsverigeFormSchema>;
