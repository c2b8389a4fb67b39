import type { AcademyFormInput, AcademyFormValues } from '@/lib/validation/academy';
import type { ContactFormInput, ContactFormValues } from '@/lib/validation/contact';
import type { NewsletterFormInput, NewsletterFormValues } from '@/lib/validation/newsletter';
import type { ReferenceFormInput, ReferenceFormValues } from '@/lib/validation/reference';
import type { TechsverigeFormInput, TechsverigeFormValues } from '@/lib/validation/techsverige';
import { lazyResolver } from './lazy-resolver';

// Each lead form's resolver. The zod code behind them (./resolvers.ts) is one chunk, fetched the
// first time any form is focused or validated.
const load = () => import('./resolvers');

export const academyResolver = lazyResolver<AcademyFormInput, AcademyFormValues>(() =>
  load().then((module) => module.academyResolver),
);
export const contactResolver = lazyResolver<ContactFormInput, ContactFormValues>(() =>
  load().then((module) => module.contactResolver),
);
export const newsletterResolver = lazyResolver<NewsletterFormInput, NewsletterFormValues>(() =>
  load().then((module) => module.newsletterResolver),
);
export const referenceResolver = lazyResolver<ReferenceFormInput, ReferenceFormValues>(() =>
  load().then((module) => module.referenceResolver),
);
export const techsverigeResolver = lazyResolver<TechsverigeFormInput, TechsverigeFormValues>(() =>
  load().then((module) => module.techsverigeResolver),
);
