import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { PageIntro } from '@/components/layout/page-intro';
import { resolveLocale, type LocaleParams } from '@/lib/i18n/page';
import { pageMetadata } from '@/lib/seo/page';

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  return pageMetadata(await resolveLocale(params), '/about', 'AboutPage');
}

export default async function Page({ params }: LocaleParams) {
  const locale = await resolveLocale(params);
  const t = await getTranslations({ locale, namespace: 'AboutPage' });
  return <PageIntro locale={locale} pathname="/about" namespace="AboutPage" type="AboutPage" heading={t('heading')} />;
}
