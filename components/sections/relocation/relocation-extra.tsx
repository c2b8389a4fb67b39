import { getLocale, getTranslations } from 'next-intl/server';
import { BenefitGrid, benefitsFrom } from '@/components/sections/shared/benefit-grid';
import { Section } from '@/components/sections/shared/section';

const employerGains = [
  { key: 'fasterStart', icon: 'bolt' },
  { key: 'fewerResignations', icon: 'heart' },
  { key: 'lessHrTime', icon: 'clock' },
  { key: 'strongerBrand', icon: 'award' },
] as const;

const firstWeeks = ['arrival', 'banking', 'school', 'settling'] as const;

/**
 * The language-specific section: the Swedish page speaks to Swedish employers (what
 * relocation support gains them), the English page to the incoming employee and family.
 * Both texts exist in both languages so the message files keep the same keys.
 */
export async function RelocationExtra() {
  const locale = await getLocale();
  const t = await getTranslations('RelocationPage');
  if (locale === 'sv') {
    return (
      <Section
        id="employer-gains"
        heading={t('employerGains.heading')}
        intro={t('employerGains.intro')}
        tone="white"
      >
        <BenefitGrid
          items={benefitsFrom(employerGains, (key, field) =>
            t(`employerGains.items.${key}.${field}`),
          )}
        />
      </Section>
    );
  }
  return (
    <Section
      id="first-weeks"
      heading={t('firstWeeks.heading')}
      intro={t('firstWeeks.intro')}
      tone="white"
    >
      <ol className="relative grid gap-6 border-l-2 border-brand-200 pl-6 md:grid-cols-2 md:border-l-0 md:pl-0 lg:grid-cols-4">
        {firstWeeks.map((key) => (
          <li key={key} className="card relative">
            <span
              aria-hidden="true"
              className="absolute top-7 -left-[33px] size-4 rounded-full border-2 border-white bg-brand-700 md:hidden"
            />
            <h3 className="text-lg font-semibold text-brand-900">
              {t(`firstWeeks.items.${key}.title`)}
            </h3>
            <p className="mt-2 text-muted">{t(`firstWeeks.items.${key}.text`)}</p>
          </li>
        ))}
      </ol>
    </Section>
  );
}
