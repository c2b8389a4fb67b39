import type { MetadataRoute } from 'next';
import { appPathnames, routing } from '@/lib/i18n/routing';
import { pageEntry } from '@/lib/pages';
import { languageAlternates, localizedUrl } from '@/lib/seo/urls';

// Every indexable page of lib/pages.ts in both languages, each with its hreflang alternates.
export default function sitemap(): MetadataRoute.Sitemap {
  return appPathnames.flatMap((pathname) => {
    const { noindex, sitemap: entry } = pageEntry(pathname);
    if (noindex || !entry) return [];
    return routing.locales.map((locale) => ({
      url: localizedUrl(locale, pathname),
      changeFrequency: entry.changeFrequency,
      priority: entry.priority,
      alternates: { languages: languageAlternates(pathname) },
    }));
  });
}
