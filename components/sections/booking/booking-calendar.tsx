import { getLocale, getTranslations } from 'next-intl/server';
import { Link } from '@/lib/i18n/link';
import { Icon } from '@/components/ui/icon';
import { site } from '@/lib/site';
import { CalendarLoader } from './calendar-loader';

/** Height of the calendar frame. */
const bookingFrameHeight = 700;

const link = 'font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-900';

export async function BookingCalendar() {
  const locale = await getLocale();
  const t = await getTranslations('BookingPage');
  const url = site.booking[locale];
  const provider = site.providers.booking.name;
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
      <div className="mt-6">
        <CalendarLoader
          src={url}
          height={bookingFrameHeight}
          frameTitle={t('frameTitle')}
          buttonLabel={t('load')}
        >
          <p className="max-w-prose text-ink">
            {t.rich('notice', {
              provider,
              link: (chunks) => (
                <Link href="/privacy-policy" className={link}>
                  {chunks}
                </Link>
              ),
            })}
          </p>
        </CalendarLoader>
      </div>
      <Link href="/" className="btn btn-outline mt-8">
        {t('home')}
      </Link>
    </section>
  );
}
