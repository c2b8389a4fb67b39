import type { ReactNode } from 'react';
import { getTranslations } from 'next-intl/server';
import { LocalOfficeTimeWhenNear } from '@/components/layout/local-office-time-near';
import { localOfficeTimeTexts } from '@/components/layout/local-office-time-texts';
import { Icon, type IconName } from '@/components/ui/icon';
import { site, telHref } from '@/lib/site';

function Row({ icon, term, children }: { icon: IconName; term: string; children: ReactNode }) {
  return (
    <div className="relative pl-8">
      <dt className="text-sm font-semibold text-muted">
        <Icon
          name={icon}
          strokeWidth={2}
          className="absolute left-0 top-0.5 size-5 text-brand-700"
        />
        {term}
      </dt>
      <dd className="mt-0.5">{children}</dd>
    </div>
  );
}

export async function ContactInfo() {
  const t = await getTranslations('ContactPage.info');
  const link = 'font-semibold text-brand-700 underline-offset-4 hover:underline';
  return (
    <section aria-labelledby="contact-info-heading" className="card">
      <h2 id="contact-info-heading" className="text-xl font-bold text-brand-900">
        {t('heading')}
      </h2>
      <dl className="mt-5 space-y-5">
        <Row icon="phone" term={t('phone')}>
          <a href={telHref(site.phone)} className={link}>
            {site.phone}
          </a>
        </Row>
        <Row icon="email" term={t('email')}>
          <a href={`mailto:${site.email}`} className={`${link} break-all`}>
            {site.email}
          </a>
        </Row>
        <Row icon="time" term={t('hours')}>
          {t('hoursValue')}
          <LocalOfficeTimeWhenNear
            className="mt-1 text-sm text-muted"
            texts={await localOfficeTimeTexts()}
          />
        </Row>
        <Row icon="location" term={t('location')}>
          {site.address.streetAddress}, {site.address.postalCode} {site.address.locality}
          <span className="mt-1 block text-sm text-muted">{t('nationwide')}</span>
        </Row>
      </dl>
    </section>
  );
}
