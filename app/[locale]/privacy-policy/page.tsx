import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { PageIntro } from '@/components/layout/page-intro';
import { PrivacyPolicy } from '@/components/sections/privacy/privacy-policy';
import { resolveLocale, type LocaleParams } from '@/lib/i18n/page';
import { pageMetadata } from '@/lib/seo/page';

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  return pageMetadata(await resolveLocale(params), '/privacy-policy', 'PrivacyPage');
}

export default async function Page({ params }: LocaleParams) {
  await resolveLocale(params);
  const t = await getTranslations('PrivacyPage');
  return (
    <>
      <PageIntro
        pathname="/privacy-policy"
        namespace="PrivacyPage"
        heading={t('heading')}
        lead={t('lead')}
      />
      <PrivacyPolicy />
    </>
  );
}
