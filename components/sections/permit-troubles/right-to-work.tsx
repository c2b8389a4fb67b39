import { getTranslations } from 'next-intl/server';
import { Icon } from '@/components/ui/icon';
import { Link } from '@/lib/i18n/link';

/** The Right to Work verification offer (answers often in under a day). */
export async function RightToWork() {
  const t = await getTranslations('PermitTroublesPage.rightToWork');
  return (
    <section aria-labelledby="right-to-work-heading" className="bg-brand-50 py-14 sm:py-20">
      <div className="container-page grid items-center gap-8 md:grid-cols-[auto_1fr_auto]">
        <span className="inline-flex size-16 items-center justify-center rounded-2xl bg-brand-700 text-white">
          <Icon name="shield" className="size-8" />
        </span>
        <div>
          <h2 id="right-to-work-heading" className="text-2xl font-bold text-brand-900 sm:text-3xl">
            {t('heading')}
          </h2>
          <p className="mt-3 max-w-2xl text-lg text-muted">{t('text')}</p>
        </div>
        <Link href="/contact" className="btn btn-primary justify-self-start">
          {t('cta')}
        </Link>
      </div>
    </section>
  );
}
