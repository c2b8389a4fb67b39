import { PageIntro } from '@/components/layout/page-intro';
import { BookingCalendar } from '@/components/sections/booking/booking-calendar';
import { resolveLocale, type LocaleParams } from '@/lib/i18n/page';
import { metadataFor } from '@/lib/seo/page';

export const generateMetadata = metadataFor('/booking');

export default async function Page({ params }: LocaleParams) {
  await resolveLocale(params);
  return (
    <>
      <PageIntro pathname="/booking" />
      <BookingCalendar />
    </>
  );
}
