import { getTranslations } from 'next-intl/server';
import { NewsletterSection } from '@/components/sections/permit-troubles/newsletter-section';
import { PermitHeroFacts } from '@/components/sections/permit-troubles/permit-hero-facts';
import { RightToWork } from '@/components/sections/permit-troubles/right-to-work';
import { SalaryTeaser } from '@/components/sections/permit-troubles/salary-teaser';
import { ServicePage } from '@/components/sections/services/service-page';
import { BenefitGrid, benefitsFrom } from '@/components/sections/shared/benefit-grid';
import { ProcessSteps } from '@/components/sections/shared/process-steps';
import { Section } from '@/components/sections/shared/section';
import { resolveLocale, type LocaleParams } from '@/lib/i18n/page';
import { metadataFor } from '@/lib/seo/page';

const pathname = '/services/permit-troubles';

export const generateMetadata = metadataFor(pathname);

const benefits = [
  { key: 'expertise', icon: 'award' },
  { key: 'speed', icon: 'bolt' },
  { key: 'fixedPrice', icon: 'tag' },
  { key: 'wholeProcess', icon: 'document' },
] as const;

export default async function Page({ params }: LocaleParams) {
  await resolveLocale(params);
  const t = await getTranslations('PermitTroublesPage');
  return (
    <ServicePage pathname={pathname} heroExtra={<PermitHeroFacts />}>
      <SalaryTeaser />
      <Section id="benefits" heading={t('benefits.heading')}>
        <BenefitGrid
          items={benefitsFrom(benefits, (key, field) => t(`benefits.items.${key}.${field}`))}
        />
      </Section>
      <ProcessSteps />
      <RightToWork />
      <NewsletterSection />
    </ServicePage>
  );
}
