import { zodResolver } from '@hookform/resolvers/zod';
import { academyFormSchema } from '@/lib/validation/academy';
import { contactFormSchema } from '@/lib/validation/contact';
import { newsletterFormSchema } from '@/lib/validation/newsletter';
import { referenceFormSchema } from '@/lib/validation/reference';
import { techsverigeFormSchema } from '@/lib/validation/techsverige';

// The forms' zod resolvers, in one chunk that each form imports lazily (./lazy-resolver.ts).
export const academyResolver = zodResolver(academyFormSchema);
export const contactResolver = zodResolver(contactFormSchema);
export const newsletterResolver = zodResolver(newsletterFormSchema);
export const referenceResolver = zodResolver(referenceFormSchema);
export const techsverigeResolver = zodResolver(techsverigeFormSchema);
