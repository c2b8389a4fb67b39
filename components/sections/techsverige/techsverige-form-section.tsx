import { getTranslations } from 'next-intl/server';
import { TechsverigeForm } from '@/components/forms/techsverige-form';
import { BenefitGrid, benefitsFrom } from '@/components/sections/shared/benefit-grid';
import { Section } from '@/components/sections/shared/section';

const offer = [
  { key: 'permits', icon: 'document' },
  { key: 'recruitment', icon: 'users' },
  { key: 'reply', icon: 'clock' },
] as const;

/** The member offer and, below it, the tech-association form with its heading. */
export async function TechsverigeFormSection() {
  const t = await getTranslations('TechsverigePage');
  return (
    <>
      <Section id="offer" heading={t('offer.heading')}>
        <BenefitGrid
          columns={3}
          items={benefitsFrom(offer, (key, field) => t(`offer.items.${key}.${field}`))}
        />
      </Section>
      <Section id="form" heading={t('form.heading')} intro={t('form.intro')} tone="white" narrow>
        <TechsverigeForm />
      </Section>
    </>
  );
}
