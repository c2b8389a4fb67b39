import { getTranslations } from 'next-intl/server';
import { Section } from '@/components/sections/shared/section';

const steps = ['define', 'plan', 'search', 'followUp', 'select', 'employ', 'arrange'] as const;

/** The seven Workforce Gateway steps as an ordered list, numbered 1-7. */
export async function WorkforceGateway() {
  const t = await getTranslations('SkillsShortagePage.gateway');
  return (
    <Section id="workforce-gateway" heading={t('heading')} intro={t('intro')} tone="white">
      <ol className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {steps.map((step, index) => (
          <li key={step} className="flex gap-4 rounded-2xl border border-line bg-canvas p-5">
            <span
              aria-hidden="true"
              className="inline-flex size-11 shrink-0 items-center justify-center rounded-full bg-brand-700 text-lg font-bold text-white"
            >
              {index + 1}
            </span>
            <div>
              <h3 className="text-lg font-semibold text-brand-900">
                <span className="sr-only">{t('stepLabel', { number: index + 1 })}: </span>
                {t(`steps.${step}.title`)}
              </h3>
              <p className="mt-1 text-muted">{t(`steps.${step}.text`)}</p>
            </div>
          </li>
        ))}
      </ol>
    </Section>
  );
}
