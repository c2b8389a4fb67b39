import type { MetadataRoute } from 'next';
import { appPathnames, noindexPathnames, routing } from '@/lib/i18n/routing';
import { languageAlternates, localizedUrl } from '@/lib/seo/urls';

// Every indexable page in both languages, each entry with its hreflang alternates.
export default function sitemap(): MetadataRoute.Sitemap {
  return appPathnames
    .filter((pathname) => !noindexPathnames.has(pathname))
    .flatMap((pathname) =>
      routing.locales.map((locale) => ({
        url: localizedUrl(locale, pathname),
        changeFrequency: pathname === '/faq' ? ('weekly' as const) : ('monthly' as const),
        priority: pathname === '/' ? 1 : 0.7,
        alternates: { languages: languageAlternates(pathname) },
      })),
    );
}
