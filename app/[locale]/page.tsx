import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { CeoQuote } from '@/components/sections/home/ceo-quote';
import { Hero } from '@/components/sections/home/hero';
import { Memberships } from '@/components/sections/home/memberships';
import { Problems } from '@/components/sections/home/problems';
import { Testimonials } from '@/components/sections/home/testimonials';
import { WhyChoose } from '@/components/sections/home/why-choose';
import { JsonLd } from '@/components/seo/json-ld';
import { resolveLocale, type LocaleParams } from '@/lib/i18n/page';
import { pageJsonLd, pageMetadata } from '@/lib/seo/page';

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  const locale = await resolveLocale(params);
  const t = await getTranslations({ locale, namespace: 'HomePage.ai' });
  // Plain factual summaries for AI crawlers and assistants, in the page's language.
  return pageMetadata(locale, '/', {
    absoluteTitle: true,
    other: {
      'description:ai': t('description'),
      'ai-summary': t('summary'),
      'ai-services': t('services'),
      'ai-audience': t('audience'),
      'ai-region': t('region'),
    },
  });
}

export default async function HomePage({ params }: LocaleParams) {
  const locale = await resolveLocale(params);
  return (
    <>
      <JsonLd data={await pageJsonLd(locale, '/')} />
      <Hero nextSectionId="problems" />
      <Problems id="problems" />
      <WhyChoose />
      <CeoQuote />
      <Memberships />
      <Testimonials />
    </>
  );
}
