import { getTranslations } from 'next-intl/server';
import { Icon } from '@/components/ui/icon';
import { Link } from '@/lib/i18n/link';
import { REGISTRATION_ID, REGISTRATION_OFFSET } from './academy-hero';
import { ScrollToFormLink } from './scroll-to-form-link';

/** Group licenses: register one participant now, or ask for a quote for the group. */
export async function GroupLicenses() {
  const t = await getTranslations('AcademyPage');
  return (
    <section aria-labelledby="group-licenses-heading" className="bg-brand-50 py-14 sm:py-20">
      <div className="container-page grid items-center gap-8 md:grid-cols-[auto_1fr]">
        <span className="inline-flex size-16 items-center justify-center rounded-2xl bg-brand-700 text-white">
          <Icon name="users" className="size-8" />
        </span>
        <div>
          <h2 id="group-licenses-heading" className="text-2xl font-bold text-brand-900 sm:text-3xl">
            {t('groupLicenses.heading')}
          </h2>
          <p className="mt-3 max-w-2xl text-lg text-muted">{t('groupLicenses.text')}</p>
          <div className="mt-6 flex flex-col gap-3 sm:flex-row">
            <ScrollToFormLink
              targetId={REGISTRATION_ID}
              offset={REGISTRATION_OFFSET}
              className="btn btn-primary"
            >
              {t('registerCta')}
            </ScrollToFormLink>
            <Link href="/contact" className="btn btn-outline">
              {t('groupLicenses.requestQuote')}
            </Link>
          </div>
        </div>
      </div>
    </section>
  );
}
