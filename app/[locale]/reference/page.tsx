import type { Metadata } from 'next';
import { NextIntlClientProvider } from 'next-intl';
import { getMessages, getTranslations } from 'next-intl/server';
import { PageIntro } from '@/components/layout/page-intro';
import { ReferenceFormSection } from '@/components/sections/reference/reference-form-section';
import { formMessages } from '@/lib/i18n/client-messages';
import { resolveLocale, type LocaleParams } from '@/lib/i18n/page';
import { pageMetadata } from '@/lib/seo/page';

// Not indexed: '/reference' is in noindexPathnames, which pageMetadata reads.
export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  return pageMetadata(await resolveLocale(params), '/reference', 'ReferencePage');
}

export default async function Page({ params }: LocaleParams) {
  const locale = await resolveLocale(params);
  const [t, messages] = await Promise.all([
    getTranslations({ locale, namespace: 'ReferencePage' }),
    getMessages({ locale }),
  ]);
  return (
    <>
      <PageIntro
        locale={locale}
        pathname="/reference"
        namespace="ReferencePage"
        heading={t('heading')}
        lead={t('lead')}
      />
      <NextIntlClientProvider messages={formMessages(messages, 'ReferenceForm')}>
        <ReferenceFormSection locale={locale} />
      </NextIntlClientProvider>
    </>
  );
}
