import { PageIntro } from '@/components/layout/page-intro';
import { PrivacyPolicy } from '@/components/sections/privacy/privacy-policy';
import { resolveLocale, type LocaleParams } from '@/lib/i18n/page';
import { metadataFor } from '@/lib/seo/page';

export const generateMetadata = metadataFor('/privacy-policy');

export default async function Page({ params }: LocaleParams) {
  const locale = await resolveLocale(params);
  return (
    <>
      <PageIntro pathname="/privacy-policy" />
      <PrivacyPolicy locale={locale} />
    </>
  );
}
