import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { PageIntro } from '@/components/layout/page-intro';
import { resolveLocale, type LocaleParams } from '@/lib/i18n/page';
import { pageMetadata } from '@/lib/seo/page';

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  return pageMetadata(await resolveLocale(params), '/services/hard-to-get-people-in-place', 'RelocationPage');
}

export default async function Page({ params }: LocaleParams) {
  const locale = await resolveLocale(params);
  const t = await getTranslations({ locale, namespace: 'RelocationPage' });
  return <PageIntro locale={locale} pathname="/services/hard-to-get-people-in-place" namespace="RelocationPage" heading={t('heading')} />;
}
