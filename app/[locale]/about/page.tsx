import type { Metadata } from 'next';
import { AboutShow } from '@/components/sections/about/about-show';
import { JsonLd } from '@/components/seo/json-ld';
import { resolveLocale, type LocaleParams } from '@/lib/i18n/page';
import { pageJsonLd, pageMetadata } from '@/lib/seo/page';

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  return pageMetadata(await resolveLocale(params), '/about', 'AboutPage');
}

export default async function Page({ params }: LocaleParams) {
  const locale = await resolveLocale(params);
  return (
    <>
      <JsonLd data={await pageJsonLd(locale, '/about', 'AboutPage', 'AboutPage')} />
      <AboutShow />
    </>
  );
}
