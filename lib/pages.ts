import type { MetadataRoute } from 'next';
import type { Messages } from 'next-intl';
import type { AppPathname } from '@/lib/i18n/routing';

type PageMeta = { meta: { title: string; description: string; keywords: string } };

/** Message namespaces that describe a page (they carry `meta.title/description/keywords`). */
export type PageNamespace = {
  [K in keyof Messages]: Messages[K] extends PageMeta ? K : never;
}[keyof Messages];

export interface PageEntry {
  /** Where the page's title, description, keywords (`meta`) and visible texts live. */
  namespace: PageNamespace;
  /** schema.org type of the page's own JSON-LD node, when it is more than a WebPage. */
  type?: 'AboutPage' | 'ContactPage';
  /** Kept out of search engines: robots noindex, and not in the sitemap. */
  noindex?: boolean;
  /** How the page is listed in the sitemap (indexable pages only). */
  sitemap?: { priority: number; changeFrequency: MetadataRoute.Sitemap[number]['changeFrequency'] };
}

const monthly = { priority: 0.7, changeFrequency: 'monthly' } as const;

/**
 * Every page of the site, keyed by its internal pathname (the keys of `routing.pathnames`).
 * Metadata, the page intro, JSON-LD, breadcrumbs and the sitemap read this table: adding a page is
 * one entry here, one path in lib/i18n/routing.ts and one folder under app/[locale].
 */
export const pages = {
  '/': { namespace: 'HomePage', sitemap: { priority: 1, changeFrequency: 'monthly' } },
  '/about': { namespace: 'AboutPage', type: 'AboutPage', sitemap: monthly },
  '/contact': { namespace: 'ContactPage', type: 'ContactPage', sitemap: monthly },
  '/booking': { namespace: 'BookingPage', sitemap: monthly },
  // Editors publish new questions between builds.
  '/faq': { namespace: 'FaqPage', sitemap: { priority: 0.7, changeFrequency: 'weekly' } },
  '/academy': { namespace: 'AcademyPage', sitemap: monthly },
  '/techsverige': { namespace: 'TechsverigePage', sitemap: monthly },
  '/salary-verification': { namespace: 'SalaryPage', sitemap: monthly },
  // The reference form is shared by link only: not in the menu, the sitemap or search results.
  '/reference': { namespace: 'ReferencePage', noindex: true },
  '/privacy-policy': { namespace: 'PrivacyPage', sitemap: monthly },
  // Where newsletter links land: confirmed, invalid link, unsubscribe.
  '/newsletter': { namespace: 'NewsletterPage', noindex: true },
  '/services/permit-troubles': { namespace: 'PermitTroublesPage', sitemap: monthly },
  '/services/skills-shortage': { namespace: 'SkillsShortagePage', sitemap: monthly },
  '/services/language-barriers': { namespace: 'LanguageBarriersPage', sitemap: monthly },
  '/services/hard-to-get-people-in-place': { namespace: 'RelocationPage', sitemap: monthly },
} as const satisfies Record<AppPathname, PageEntry>;

/** The four service pages, which share one template (components/sections/services). */
export type ServicePathname = Extract<AppPathname, `/services/${string}`>;

export function pageEntry(pathname: AppPathname): PageEntry {
  return pages[pathname];
}

/** The breadcrumb trail of a page: every subpage sits one step below the home page. */
export function breadcrumbTrail(pathname: AppPathname): AppPathname[] {
  return pathname === '/' ? ['/'] : ['/', pathname];
}
