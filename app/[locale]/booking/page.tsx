import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { PageIntro } from '@/components/layout/page-intro';
import { BookingCalendar } from '@/components/sections/booking/booking-calendar';
import { resolveLocale, type LocaleParams } from '@/lib/i18n/page';
import { pageMetadata } from '@/lib/seo/page';

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  return pageMetadata(await resolveLocale(params), '/booking', 'BookingPage');
}

export default async function Page({ params }: LocaleParams) {
  await resolveLocale(params);
  const t = await getTranslations('BookingPage');
  return (
    <>
      <PageIntro
        pathname="/booking"
        namespace="BookingPage"
        heading={t('heading')}
        lead={t('lead')}
      />
      <BookingCalendar />
    </>
  );
}
