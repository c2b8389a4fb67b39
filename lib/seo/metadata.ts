import type { Metadata } from 'next';
import type { AppLocale, AppPathname } from '@/lib/i18n/routing';
import { site } from '@/lib/site';
import { absoluteUrl, languageAlternates, localizedUrl } from './urls';

export interface PageMetadataInput {
  locale: AppLocale;
  pathname: AppPathname;
  title: string;
  description: string;
  keywords?: string;
  /** Use the title as is instead of adding the brand suffix (the home page carries the brand). */
  absoluteTitle?: boolean;
  noindex?: boolean;
  /** Extra <meta name> tags, e.g. the home page's descriptions for AI audiences. */
  other?: Record<string, string>;
}

const ogLocale: Record<AppLocale, string> = { sv: 'sv_SE', en: 'en_GB' };

export function socialImageUrl(locale: AppLocale): string {
  return absoluteUrl(`/og/${locale}`);
}

/** The one metadata builder every page uses: canonical, hreflang, social cards and robots. */
export function buildMetadata(input: PageMetadataInput): Metadata {
  const { locale, pathname, description } = input;
  const url = localizedUrl(locale, pathname);
  const fullTitle = input.absoluteTitle ? input.title : `${input.title} | ${site.name}`;
  const image = { url: socialImageUrl(locale), width: 1200, height: 630, alt: site.name };
  return {
    title: input.absoluteTitle ? { absolute: input.title } : input.title,
    description,
    keywords: input.keywords,
    alternates: { canonical: url, languages: languageAlternates(pathname) },
    openGraph: {
      type: 'website',
      siteName: site.name,
      title: fullTitle,
      description,
      url,
      locale: ogLocale[locale],
      alternateLocale: Object.entries(ogLocale)
        .filter(([key]) => key !== locale)
        .map(([, value]) => value),
      images: [image],
    },
    twitter: { card: 'summary_large_image', title: fullTitle, description, images: [image.url] },
    robots: input.noindex
      ? { index: false, follow: true }
      : { index: true, follow: true, 'max-image-preview': 'large' },
    other: input.other,
  };
}
