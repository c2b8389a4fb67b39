import { getLocale, getTranslations } from 'next-intl/server';
import { Link } from '@/lib/i18n/link';
import { Icon } from '@/components/ui/icon';
import { site } from '@/lib/site';

/** Height of the calendar frame (spec §9); reserved up front so nothing below it moves. */
export const bookingFrameHeight = 700;

export async function BookingCalendar() {
  const locale = await getLocale();
  const t = await getTranslations('BookingPage');
  const url = site.booking[locale];
  return (
    <section aria-labelledby="calendar-heading" className="container-page py-12 sm:py-16">
      <div className="flex flex-col gap-4 md:flex-row md:items-end md:justify-between">
        <div>
          <h2 id="calendar-heading" className="text-2xl font-bold text-brand-900">
            {t('calendarHeading')}
          </h2>
          <p className="mt-1 text-muted">{t('fallback')}</p>
        </div>
        <a
          href={url}
          target="_blank"
          rel="noopener noreferrer"
          className="btn btn-outline self-start md:self-auto"
        >
          {t('newWindow')}
          <Icon name="newTab" strokeWidth={2.2} className="size-4" />
        </a>
      </div>
      <iframe
        src={url}
        title={t('frameTitle')}
        loading="lazy"
        height={bookingFrameHeight}
        style={{ height: bookingFrameHeight }}
        className="mt-6 block w-full rounded-2xl border border-line bg-surface"
      />
      <Link href="/" className="btn btn-primary mt-8">
        {t('home')}
      </Link>
    </section>
  );
}
