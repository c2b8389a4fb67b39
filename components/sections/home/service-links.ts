import type { AppPathname } from '@/lib/i18n/routing';

/** The four problems of the home page and the service page that solves each. */
export const problemKeys = ['permit', 'relocation', 'skills', 'language'] as const;
export type ProblemKey = (typeof problemKeys)[number];

export const serviceHref = {
  permit: '/services/permit-troubles',
  relocation: '/services/hard-to-get-people-in-place',
  skills: '/services/skills-shortage',
  language: '/services/language-barriers',
} as const satisfies Record<ProblemKey, AppPathname>;
