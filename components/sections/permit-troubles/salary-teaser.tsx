import { getTranslations } from 'next-intl/server';
import { Icon } from '@/components/ui/icon';
import { Link } from '@/lib/i18n/link';

/** A short pointer to the salary-verification calculator right below the intro. */
export async function SalaryTeaser() {
  const t = await getTranslations('PermitTroublesPage.salaryTeaser');
  return (
    <section aria-labelledby="salary-teaser-heading" className="bg-canvas pt-10 sm:pt-14">
      <div className="container-page">
        <div className="card flex flex-col gap-6 border-accent-400 bg-warning-50 sm:flex-row sm:items-center sm:justify-between">
          <div className="flex gap-4">
            <span className="hidden size-12 shrink-0 items-center justify-center rounded-xl bg-accent-400 text-ink sm:inline-flex">
              <Icon name="clock" />
            </span>
            <div>
              <h2 id="salary-teaser-heading" className="text-xl font-bold text-brand-900">
                {t('heading')}
              </h2>
              <p className="mt-1 text-muted">{t('text')}</p>
            </div>
          </div>
          <Link href="/salary-verification" className="btn btn-primary shrink-0">
            {t('cta')}
            <Icon name="arrow" className="size-5" />
          </Link>
        </div>
      </div>
    </section>
  );
}
