import { localizedPath, pageOfPath } from '@/lib/i18n/paths';
import type { AppPathname } from '@/lib/i18n/routing';

// Which HTTP methods each address takes, for the 405 answers and their Allow header: pages
// GET and HEAD, and POST only where the page has a form (its Server Action posts to the
// page's own address); the back office GET, HEAD and POST (its forms post to their pages); each
// API route what it exports (tests/unit/methods.test.ts holds this table to the route files).
// Edge-safe: the middleware uses it.

/**
 * Pages whose form posts to them (the form's Server Action, with or without JavaScript): the
 * lead forms, and the salary calculator (without JavaScript the server calculates).
 */
export const FORM_PAGES: readonly AppPathname[] = [
  '/contact',
  '/academy',
  '/techsverige',
  '/reference',
  '/services/permit-troubles',
  '/salary-verification',
];

export const API_METHODS: Record<string, readonly string[]> = {
  '/api/send-contact-email': ['POST', 'OPTIONS'],
  '/api/newsletter-signup': ['POST', 'OPTIONS'],
  '/api/send-academy-registration': ['POST', 'OPTIONS'],
  '/api/log-salary-verification': ['POST', 'OPTIONS'],
  '/api/salary-parameters': ['GET', 'HEAD', 'OPTIONS'],
  '/api/cron': ['GET', 'HEAD', 'OPTIONS'],
  '/api/health': ['GET', 'HEAD', 'OPTIONS'],
  '/api/revalidate-faq': ['POST', 'OPTIONS'],
  '/api/newsletter/confirm': ['GET', 'HEAD', 'POST', 'OPTIONS'],
  '/api/newsletter/unsubscribe': ['GET', 'HEAD', 'POST', 'OPTIONS'],
};

const READ = ['GET', 'HEAD'] as const;
const READ_AND_POST = ['GET', 'HEAD', 'POST'] as const;

/** The page behind a public address (`/kontakt`, `/en/contact`), or null. */
export function pageAt(pathname: string): AppPathname | null {
  const locale = pathname === '/en' || pathname.startsWith('/en/') ? 'en' : 'sv';
  return pageOfPath(locale, pathname);
}

export function isAdminAddress(pathname: string): boolean {
  return pathname === '/admin' || pathname.startsWith('/admin/');
}

/** Whether a page takes form posts at this address. */
export function takesFormPosts(pathname: string): boolean {
  if (isAdminAddress(pathname)) return true;
  const page = pageAt(pathname);
  return page !== null && FORM_PAGES.includes(page);
}

/** The methods an address takes (what a 405 lists in Allow). */
export function allowedMethods(pathname: string): readonly string[] {
  const api = API_METHODS[pathname.replace(/\/+$/, '')];
  if (api) return api;
  return takesFormPosts(pathname) ? READ_AND_POST : READ;
}

/** Every public address of the pages with a form, both languages (tests and scripts). */
export function formPageAddresses(): string[] {
  return FORM_PAGES.flatMap((page) => [localizedPath('sv', page), localizedPath('en', page)]);
}
