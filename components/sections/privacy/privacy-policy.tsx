import type { ReactNode } from 'react';
import type { Locale } from 'next-intl';
import { formatIsoDate } from '@/lib/i18n/dates';
import { messagesFor, translatorFor } from '@/lib/i18n/translator';
import { IMY_URL } from '@/lib/privacy/registry';
import { site, telHref } from '@/lib/site';
import { BasisList, CategoryList, StorageTable, ThirdPartyList } from './policy-data';
import { Items, Paragraphs, RetentionTable, transferSentence, type Texts } from './policy-text';

/** Date of the policy's last revision. */
export const privacyLastUpdated = '2026-11-28';

export const policySectionKeys = [
  'controller',
  'data',
  'purposes',
  'recipients',
  'retention',
  'rights',
  'cookies',
  'security',
  'complaints',
  'changes',
] as const;
type SectionKey = (typeof policySectionKeys)[number];

interface PolicySection {
  title: string;
  paragraphs: Texts;
  items?: Texts;
  outro?: Texts;
}

const link = 'font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-900';

/**
 * The privacy policy in `locale`: its facts from lib/privacy/registry.ts (what is kept, why, on
 * what basis, for whom and how long; what a browser stores; which other sites a page reaches)
 * and from the running configuration (company, providers), its words from PrivacyPage.
 */
export function PrivacyPolicy({ locale }: { locale: Locale }) {
  const t = translatorFor(locale, 'PrivacyPage');
  const policy = messagesFor(locale).PrivacyPage;
  const sections: Record<SectionKey, PolicySection> = policy.sections;
  // The purposes' items are rendered per legal basis (BasisList), not as a plain list.
  const plainItems = (key: SectionKey) => (key === 'purposes' ? undefined : sections[key].items);
  const updated = formatIsoDate(privacyLastUpdated, locale);
  const transfer = (role: string) => transferSentence(role, policy.sections.recipients, locale);

  const email = (
    <a href={`mailto:${site.email}`} className={link}>
      {site.email}
    </a>
  );
  const phone = (
    <a href={telHref(site.phone)} className={link}>
      {site.phone}
    </a>
  );
  const contactLines = (
    <p className="mt-4">
      {t('labels.email')}: {email}
      <br />
      {t('labels.phone')}: {phone}
    </p>
  );
  const before: Partial<Record<SectionKey, ReactNode>> = {
    purposes: <BasisList policy={policy} />,
    cookies: <StorageTable policy={policy} />,
  };
  const after: Partial<Record<SectionKey, ReactNode>> = {
    controller: (
      <dl className="mt-4 grid gap-x-6 gap-y-2 rounded-xl border border-line bg-surface p-5 sm:grid-cols-[auto_1fr]">
        <dt className="font-semibold">{t('labels.company')}</dt>
        <dd>{site.legalName}</dd>
        <dt className="font-semibold">{t('labels.organisationNumber')}</dt>
        <dd>{site.organisationNumber}</dd>
        <dt className="font-semibold">{t('labels.registeredOffice')}</dt>
        <dd>{site.registeredOffice}</dd>
        <dt className="font-semibold">{t('labels.address')}</dt>
        <dd>
          {site.address.streetAddress}, {site.address.postalCode} {site.address.locality}
        </dd>
        <dt className="font-semibold">{t('labels.email')}</dt>
        <dd>{email}</dd>
        <dt className="font-semibold">{t('labels.phone')}</dt>
        <dd>{phone}</dd>
      </dl>
    ),
    data: <CategoryList policy={policy} locale={locale} />,
    retention: <RetentionTable {...policy.sections.retention} />,
    rights: contactLines,
    cookies: <ThirdPartyList policy={policy} locale={locale} />,
    complaints: (
      <p className="mt-4">
        <a href={IMY_URL} rel="noopener" className={link}>
          {t('labels.imy')}
        </a>
      </p>
    ),
    changes: contactLines,
  };

  return (
    <div className="container-page grid grid-cols-[minmax(0,1fr)] gap-10 py-12 sm:py-16 lg:grid-cols-[15rem_minmax(0,1fr)]">
      <nav aria-label={t('tocLabel')} className="self-start lg:sticky lg:top-24">
        <p className="text-sm font-semibold uppercase tracking-wide text-muted">{t('tocLabel')}</p>
        <ol className="mt-2 text-sm">
          {policySectionKeys.map((key, index) => (
            <li key={key}>
              <a
                href={`#${key}`}
                className="flex min-h-11 items-center rounded-lg px-2 py-1 text-brand-700 hover:bg-brand-50"
              >
                {index + 1}. {sections[key].title}
              </a>
            </li>
          ))}
        </ol>
      </nav>
      {/* A long Swedish compound (personuppgiftsbiträdesavtal) wraps rather than widen the page
          of a 320 px phone: hyphenated where the browser can. */}
      <article className="max-w-3xl hyphens-auto break-words">
        <p className="text-sm text-muted">
          <time dateTime={privacyLastUpdated}>{t('lastUpdated', { date: updated })}</time>
        </p>
        {policySectionKeys.map((key, index) => {
          const section = sections[key];
          return (
            <section
              key={key}
              id={key}
              aria-labelledby={`${key}-heading`}
              className="mt-10 leading-relaxed"
            >
              <h2 id={`${key}-heading`} className="text-2xl font-bold text-brand-900">
                {index + 1}. {section.title}
              </h2>
              <Paragraphs texts={section.paragraphs} />
              {before[key]}
              <Items texts={plainItems(key)} after={key === 'recipients' ? transfer : undefined} />
              <Paragraphs texts={section.outro} />
              {after[key]}
            </section>
          );
        })}
      </article>
    </div>
  );
}
