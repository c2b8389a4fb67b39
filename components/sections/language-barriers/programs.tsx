import { getTranslations } from 'next-intl/server';
import { Section } from '@/components/sections/shared/section';

// Program lengths in weeks: the facts live here, the names and texts in messages.
const programs = [
  { key: 'basic', weeks: 8 },
  { key: 'business', weeks: 10 },
  { key: 'advanced', weeks: 12 },
] as const;

/** The three programs with duration and level. */
export async function Programs() {
  const t = await getTranslations('LanguageBarriersPage.programs');
  return (
    <Section id="programs" heading={t('heading')} intro={t('intro')} tone="white">
      <ul className="grid gap-6 md:grid-cols-3">
        {programs.map(({ key, weeks }) => (
          <li key={key} className="card flex flex-col border-t-4 border-t-brand-700">
            <h3 className="text-xl font-bold text-brand-900">{t(`items.${key}.name`)}</h3>
            <dl className="mt-4 grid grid-cols-2 gap-3 text-sm">
              <div className="rounded-lg bg-brand-50 px-3 py-2">
                <dt className="text-muted">{t('durationLabel')}</dt>
                <dd className="font-semibold text-brand-900">{t('weeks', { count: weeks })}</dd>
              </div>
              <div className="rounded-lg bg-brand-50 px-3 py-2">
                <dt className="text-muted">{t('levelLabel')}</dt>
                <dd className="font-semibold text-brand-900">{t(`items.${key}.level`)}</dd>
              </div>
            </dl>
            <p className="mt-4 text-muted">{t(`items.${key}.text`)}</p>
          </li>
        ))}
      </ul>
    </Section>
  );
}
