import type { Metadata } from 'next';
import { NextIntlClientProvider } from 'next-intl';
import { getMessages, getTranslations } from 'next-intl/server';
import { PageIntro } from '@/components/layout/page-intro';
import { ProcessSteps } from '@/components/sections/shared/process-steps';
import { BookingLink } from '@/components/sections/techsverige/booking-link';
import { TechsverigeFormSection } from '@/components/sections/techsverige/techsverige-form-section';
import { formMessages } from '@/lib/i18n/client-messages';
import { resolveLocale, type LocaleParams } from '@/lib/i18n/page';
import { pageMetadata } from '@/lib/seo/page';

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  return pageMetadata(await resolveLocale(params), '/techsverige', 'TechsverigePage');
}

export default async function Page({ params }: LocaleParams) {
  const locale = await resolveLocale(params);
  const [t, messages] = await Promise.all([
    getTranslations({ locale, namespace: 'TechsverigePage' }),
    getMessages({ locale }),
  ]);
  return (
    <>
      <PageIntro
        locale={locale}
        pathname="/techsverige"
        namespace="TechsverigePage"
        heading={t('heading')}
        lead={t('lead')}
      />
      <NextIntlClientProvider messages={formMessages(messages, 'TechsverigeForm')}>
        <TechsverigeFormSection locale={locale} />
      </NextIntlClientProvider>
      <ProcessSteps locale={locale} tone="canvas" />
      <BookingLink locale={locale} />
    </>
  );
}
