import { getTranslations } from 'next-intl/server';
import { Icon } from '@/components/ui/icon';
import { Link } from '@/lib/i18n/link';

/** "Prefer a call?": a link to the booking page. */
export async function BookingLink() {
  const t = await getTranslations('TechsverigePage.booking');
  return (
    <section aria-labelledby="booking-heading" className="bg-canvas pb-14 sm:pb-20">
      <div className="container-page">
        <div className="card flex flex-col gap-6 sm:flex-row sm:items-center sm:justify-between">
          <div className="flex gap-4">
            <span className="hidden size-12 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700 sm:inline-flex">
              <Icon name="calendar" />
            </span>
            <div>
              <h2 id="booking-heading" className="text-xl font-bold text-brand-900">
                {t('heading')}
              </h2>
              <p className="mt-1 text-muted">{t('text')}</p>
            </div>
          </div>
          <Link href="/booking" className="btn btn-primary shrink-0">
            {t('cta')}
          </Link>
        </div>
      </div>
    </section>
  );
}
