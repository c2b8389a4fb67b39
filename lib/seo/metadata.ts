import type { Locale } from 'next-intl';
import type { Metadata } from 'next';
import type { AppPathname } from '@/lib/i18n/routing';
import { site } from '@/lib/site';
import { absoluteUrl, languageAlternates, localizedUrl } from './urls';

export interface PageMetadataInput {
  locale: Locale;
  pathname: AppPathname;
  title: string;
  description: string;
  keywords?: string;
  /** Use the title as is instead of adding the brand suffix (the home page carries the brand). */
  absoluteTitle?: boolean;
  noindex?: boolean;
  /** Extra <meta name> tags, e.g. the home page's descriptions for AI audiences. */
  other?: Record<string, string>;
  /** What the social card shows, for og:image:alt and twitter:image:alt. */
  imageAlt?: string;
}

const ogLocale: Record<Locale, string> = { sv: 'sv_SE', en: 'en_GB' };

function socialImageUrl(locale: Locale): string {
  return absoluteUrl(`/og/${locale}`);
}

/** The one metadata builder every page uses: canonical, hreflang, social cards and robots. */
export function buildMetadata(input: PageMetadataInput): Metadata {
  const { locale, pathname, description } = input;
  const url = localizedUrl(locale, pathname);
  const fullTitle = input.absoluteTitle ? input.title : `${input.title} | ${site.name}`;
  const image = {
    url: socialImageUrl(locale),
    width: 1200,
    height: 630,
    alt: input.imageAlt ?? site.name,
  };
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
    twitter: {
      card: 'summary_large_image',
      title: fullTitle,
      description,
      images: [{ url: image.url, alt: image.alt }],
    },
    robots: input.noindex
      ? { index: false, follow: true }
      : { index: true, follow: true, 'max-image-preview': 'large' },
    other: input.other,
  };
}
