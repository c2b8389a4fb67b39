import { AboutShow } from '@/components/sections/about/about-show';
import { JsonLd } from '@/components/seo/json-ld';
import { resolveLocale, type LocaleParams } from '@/lib/i18n/page';
import { metadataFor, pageJsonLd } from '@/lib/seo/page';

export const generateMetadata = metadataFor('/about');

export default async function Page({ params }: LocaleParams) {
  const locale = await resolveLocale(params);
  return (
    <>
      <JsonLd data={await pageJsonLd(locale, '/about')} />
      <AboutShow />
    </>
  );
}
