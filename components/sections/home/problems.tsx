import { getTranslations } from 'next-intl/server';
import { Link } from '@/lib/i18n/link';
import { Section } from '@/components/sections/shared/section';
import { Icon } from '@/components/ui/icon';
import { problemKeys, serviceHref } from './service-links';

const benefitKeys = ['one', 'two', 'three', 'four'] as const;

export async function Problems({ id }: { id: string }) {
  const t = await getTranslations('HomePage.problems');
  return (
    // tabIndex -1: the scroll arrow moves focus here after scrolling.
    <Section
      id={id}
      heading={t('heading')}
      intro={t('intro')}
      tone="none"
      size="home"
      tabIndex={-1}
      className="outline-none"
    >
      <ul className="mt-10 grid gap-6 md:grid-cols-2">
        {problemKeys.map((key) => (
          <li key={key} className="card flex flex-col shadow-sm">
            <span className="inline-flex size-12 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
              <Icon name={key} className="size-6" strokeWidth={2} />
            </span>
            <h3 className="mt-4 text-xl font-bold text-brand-900">{t(`items.${key}.problem`)}</h3>
            <p className="mt-2 font-medium text-accent-700">{t(`items.${key}.emotional`)}</p>
            <p className="mt-3 text-muted">{t(`items.${key}.description`)}</p>
            <p className="mt-5 text-sm font-semibold uppercase tracking-wide text-brand-700">
              {t('benefitsLabel')}
            </p>
            <ul className="mt-2 space-y-2">
              {benefitKeys.map((benefit) => (
                <li key={benefit} className="flex gap-2">
                  <Icon
                    name="check"
                    className="mt-0.5 size-5 shrink-0 text-success-700"
                    strokeWidth={2}
                  />
                  <span>{t(`items.${key}.benefits.${benefit}`)}</span>
                </li>
              ))}
            </ul>
            <div className="mt-auto pt-6">
              <Link href={serviceHref[key]} className="btn btn-outline">
                {t(`items.${key}.cta`)}
                <Icon name="arrow" className="size-4" strokeWidth={2} />
              </Link>
            </div>
          </li>
        ))}
      </ul>

      <div className="mt-12 flex flex-col gap-6 rounded-2xl bg-brand-900 p-8 text-white sm:p-10 md:flex-row md:items-center md:justify-between">
        <div>
          <h3 className="text-2xl font-bold">{t('final.heading')}</h3>
          <p className="mt-2 max-w-xl text-brand-100">{t('final.text')}</p>
        </div>
        <Link href="/booking" className="btn btn-accent shrink-0 px-6 py-3 text-base">
          {t('final.cta')}
        </Link>
      </div>
    </Section>
  );
}
