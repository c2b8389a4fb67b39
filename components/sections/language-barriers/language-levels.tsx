import { getTranslations } from 'next-intl/server';
import { ExternalLink } from '@/components/sections/shared/external-link';
import { Section } from '@/components/sections/shared/section';
import { site } from '@/lib/site';

const levels = ['A1', 'A2', 'B1', 'B2', 'C1', 'C2'] as const;

/** CEFR levels A1-C2, each with a description and a link to the framework's global scale. */
export async function LanguageLevels() {
  const t = await getTranslations('LanguageBarriersPage.levels');
  const ext = await getTranslations('ExternalLink');
  return (
    <Section id="levels" heading={t('heading')} intro={t('intro')}>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {levels.map((level) => (
          <li key={level} className="card flex flex-col">
            <h3 className="inline-flex w-fit items-center rounded-lg bg-brand-700 px-3 py-1 text-lg font-bold text-white">
              {level}
            </h3>
            <p className="mt-3 mb-2 text-muted">{t(`items.${level}`)}</p>
            <ExternalLink
              href={site.cefrUrl}
              newTabNote={ext('newTab')}
              className="mt-auto self-start py-2.5 font-semibold text-brand-700 underline underline-offset-4 hover:no-underline"
            >
              {t.rich('link', {
                level,
                hidden: (chunks) => <span className="sr-only">{chunks}</span>,
              })}
            </ExternalLink>
          </li>
        ))}
      </ul>
    </Section>
  );
}
