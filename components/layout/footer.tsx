import { getTranslations } from 'next-intl/server';
import { Link } from '@/lib/i18n/link';
import type { AppPathname } from '@/lib/i18n/routing';
import { site, telHref } from '@/lib/site';
import { CurrentYear } from './current-year';
import { LocalOfficeTimeWhenNear } from './local-office-time-near';
import { localOfficeTimeTexts, SLOT } from './local-office-time-texts';
import { LogoMark } from './logo';

const serviceLinks = [
  { href: '/services/permit-troubles', key: 'permitTroubles' },
  { href: '/services/hard-to-get-people-in-place', key: 'relocation' },
  { href: '/services/skills-shortage', key: 'skillsShortage' },
  { href: '/services/language-barriers', key: 'languageBarriers' },
] as const satisfies readonly { href: AppPathname; key: string }[];

export async function Footer() {
  const t = await getTranslations('Footer');
  // The year is the one part of the line that changes without a rebuild: a client leaf.
  const [copyrightBefore = '', copyrightAfter = ''] = t('copyright', {
    year: SLOT,
    company: site.legalName,
  }).split(SLOT);
  const heading = 'mb-3 text-sm font-semibold uppercase tracking-wide text-brand-100';
  const link = 'underline-offset-4 hover:underline';
  return (
    <footer className="render-when-near bg-brand-900 text-brand-50">
      <div className="container-page grid gap-10 py-12 sm:grid-cols-2 lg:grid-cols-4">
        <div>
          <p className="flex items-center gap-2 text-lg font-bold text-white">
            <LogoMark className="size-8" />
            {site.name}
          </p>
          <p className="mt-3 text-sm leading-relaxed">{t('description')}</p>
        </div>
        <div>
          <h2 className={heading}>{t('contactHeading')}</h2>
          <dl className="space-y-2 text-sm">
            <div>
              <dt className="sr-only">{t('phone')}</dt>
              <dd>
                <a href={telHref(site.phone)} className={link}>
                  {site.phone}
                </a>
              </dd>
            </div>
            <div>
              <dt className="sr-only">{t('email')}</dt>
              <dd>
                <a href={`mailto:${site.email}`} className={link}>
                  {site.email}
                </a>
              </dd>
            </div>
            <div>
              <dt className="sr-only">{t('location')}</dt>
              <dd>{t('locationValue', { locality: site.address.locality })}</dd>
            </div>
          </dl>
        </div>
        <div>
          <h2 className={heading}>{t('hoursHeading')}</h2>
          <p className="text-sm">{t('hours')}</p>
          <LocalOfficeTimeWhenNear
            className="mt-2 text-sm text-brand-100"
            texts={await localOfficeTimeTexts()}
          />
        </div>
        <div>
          <h2 className={heading}>{t('servicesHeading')}</h2>
          <ul className="space-y-2 text-sm">
            {serviceLinks.map((item) => (
              <li key={item.href}>
                <Link href={item.href} className={link}>
                  {t(`services.${item.key}`)}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      </div>
      <div className="border-t border-brand-800">
        <div className="container-page flex flex-col gap-2 py-6 text-sm sm:flex-row sm:justify-between">
          <div>
            <p>
              {copyrightBefore}
              <CurrentYear fallback={new Date().getFullYear()} />
              {copyrightAfter}
            </p>
            {/* Who runs the site, as e-handelslagen (2002:562) 8 § asks, on every page: the
                company's name (the line above), organisation number and registered office. */}
            <p className="mt-1 text-brand-100">
              {t('companyFacts', {
                number: site.organisationNumber,
                office: site.registeredOffice,
              })}
            </p>
          </div>
          <Link href="/privacy-policy" className={link}>
            {t('privacy')}
          </Link>
        </div>
      </div>
    </footer>
  );
}
