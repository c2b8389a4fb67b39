import { getTranslations } from 'next-intl/server';
import { Link } from '@/lib/i18n/link';

export async function QuickBooking() {
  const t = await getTranslations('ContactPage.booking');
  return (
    <section
      aria-labelledby="quick-booking-heading"
      className="rounded-2xl bg-brand-900 p-6 text-white"
    >
      <h2 id="quick-booking-heading" className="text-xl font-bold">
        {t('heading')}
      </h2>
      <p className="mt-2 text-brand-100">{t('text')}</p>
      <Link href="/booking" className="btn btn-accent mt-5 w-full">
        {t('cta')}
      </Link>
    </section>
  );
}
