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
  /** schema.org type of the page's own JSON-LD node. */
  type: 'WebPage' | 'AboutPage' | 'ContactPage';
  /** Kept out of search engines: robots noindex, and not in the sitemap. */
  noindex?: boolean;
  /** How the page is listed in the sitemap (indexable pages only). */
  sitemap?: { priority: number; changeFrequency: MetadataRoute.Sitemap[number]['changeFrequency'] };
  /** The page one step up in the breadcrumb trail; none for the home page. */
  parent?: AppPathname;
}

const monthly = { priority: 0.7, changeFrequency: 'monthly' } as const;

/**
 * Every page of the site, keyed by its internal pathname (the keys of `routing.pathnames`).
 * Metadata, the page intro, JSON-LD, breadcrumbs and the sitemap read this table: adding a page is
 * one entry here, one path in lib/i18n/routing.ts and one folder under app/[locale].
 */
export const pages = {
  '/': {
    namespace: 'HomePage',
    type: 'WebPage',
    sitemap: { priority: 1, changeFrequency: 'monthly' },
  },
  '/about': { namespace: 'AboutPage', type: 'AboutPage', sitemap: monthly, parent: '/' },
  '/contact': { namespace: 'ContactPage', type: 'ContactPage', sitemap: monthly, parent: '/' },
  '/booking': { namespace: 'BookingPage', type: 'WebPage', sitemap: monthly, parent: '/' },
  '/faq': {
    namespace: 'FaqPage',
    type: 'WebPage',
    // Editors publish new questions between builds.
    sitemap: { priority: 0.7, changeFrequency: 'weekly' },
    parent: '/',
  },
  '/academy': { namespace: 'AcademyPage', type: 'WebPage', sitemap: monthly, parent: '/' },
  '/techsverige': { namespace: 'TechsverigePage', type: 'WebPage', sitemap: monthly, parent: '/' },
  '/salary-verification': {
    namespace: 'SalaryPage',
    type: 'WebPage',
    sitemap: monthly,
    parent: '/',
  },
  // The reference form is shared by link only: not in the menu, the sitemap or search results.
  '/reference': { namespace: 'ReferencePage', type: 'WebPage', noindex: true, parent: '/' },
  '/privacy-policy': { namespace: 'PrivacyPage', type: 'WebPage', sitemap: monthly, parent: '/' },
  // Where newsletter links land: confirmed, invalid link, unsubscribe.
  '/newsletter': { namespace: 'NewsletterPage', type: 'WebPage', noindex: true, parent: '/' },
  '/services/permit-troubles': {
    namespace: 'PermitTroublesPage',
    type: 'WebPage',
    sitemap: monthly,
    parent: '/',
  },
  '/services/skills-shortage': {
    namespace: 'SkillsShortagePage',
    type: 'WebPage',
    sitemap: monthly,
    parent: '/',
  },
  '/services/language-barriers': {
    namespace: 'LanguageBarriersPage',
    type: 'WebPage',
    sitemap: monthly,
    parent: '/',
  },
  '/services/hard-to-get-people-in-place': {
    namespace: 'RelocationPage',
    type: 'WebPage',
    sitemap: monthly,
    parent: '/',
  },
} as const satisfies Record<AppPathname, PageEntry>;

/** The four service pages, which share one template (components/sections/services). */
export type ServicePathname = Extract<AppPathname, `/services/${string}`>;

export function pageEntry(pathname: AppPathname): PageEntry {
  return pages[pathname];
}

/** The breadcrumb trail of a page, from the home page down to the page itself. */
export function breadcrumbTrail(pathname: AppPathname): AppPathname[] {
  const trail: AppPathname[] = [];
  for (let at: AppPathname | undefined = pathname; at; at = pageEntry(at).parent) {
    trail.unshift(at);
  }
  return trail;
}
