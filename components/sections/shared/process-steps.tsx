import { getTranslations } from 'next-intl/server';
import { Section } from './section';

// The immigration process: the permit page and the tech-association page show the same
// three steps from the same messages.
const steps = ['preparation', 'decision', 'issuance'] as const;

interface Props {
  id?: string;
  tone?: 'canvas' | 'white' | 'brand';
}

export async function ProcessSteps({ id = 'process', tone = 'white' }: Props) {
  const t = await getTranslations('ProcessSteps');
  return (
    <Section id={id} heading={t('heading')} intro={t('intro')} tone={tone}>
      <ol className="grid gap-6 md:grid-cols-3">
        {steps.map((step, index) => (
          <li key={step} className="card relative flex flex-col">
            <span
              aria-hidden="true"
              className="inline-flex size-11 items-center justify-center rounded-full bg-brand-700 text-lg font-bold text-white"
            >
              {index + 1}
            </span>
            <h3 className="mt-4 text-lg font-semibold text-brand-900">
              <span className="sr-only">{t('stepLabel', { number: index + 1 })}: </span>
              {t(`steps.${step}.title`)}
            </h3>
            <p className="mt-2 text-muted">{t(`steps.${step}.text`)}</p>
          </li>
        ))}
      </ol>
    </Section>
  );
}
