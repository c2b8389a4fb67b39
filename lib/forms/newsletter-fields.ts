import type { newsletterFormSchema } from '@/lib/validation/newsletter';
import type { Described } from './fields';

// The newsletter form's fields (./fields.ts says what each property means).
export const newsletterFields = {
  email: { type: 'email', autoComplete: 'email' },
  consent: { control: 'checkbox' },
} as const satisfies Described<typeof newsletterFormSchema>;
