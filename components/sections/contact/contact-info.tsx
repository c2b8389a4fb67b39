import type { ReactNode } from 'react';
import { getTranslations } from 'next-intl/server';
import { LocalOfficeTime } from '@/components/layout/local-office-time';
import { localOfficeTimeTexts } from '@/components/layout/local-office-time-texts';
import { site } from '@/lib/site';

const telHref = (phone: string) => `tel:${phone.replace(/[^+\d]/g, '')}`;

const icons = {
  phone:
    'M5 4h4l2 5-2.5 1.5a11 11 0 0 0 5 5L15 13l5 2v4a2 2 0 0 1-2 2A16 16 0 0 1 3 6a2 2 0 0 1 2-2z',
  email: 'M3 6h18v12H3zM3 7l9 6 9-6',
  hours: 'M12 7v5l3 2M12 21a9 9 0 1 1 0-18 9 9 0 0 1 0 18z',
  location:
    'M12 21s-7-6.2-7-11a7 7 0 0 1 14 0c0 4.8-7 11-7 11zM12 12.5a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5z',
} as const;

function Row({
  icon,
  term,
  children,
}: {
  icon: keyof typeof icons;
  term: string;
  children: ReactNode;
}) {
  return (
    <div className="relative pl-8">
      <dt className="text-sm font-semibold text-muted">
        <svg
          viewBox="0 0 24 24"
          aria-hidden="true"
          className="absolute left-0 top-0.5 size-5 text-brand-700"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
        >
          <path d={icons[icon]} />
        </svg>
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
        <Row icon="hours" term={t('hours')}>
          {t('hoursValue')}
          <LocalOfficeTime
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
