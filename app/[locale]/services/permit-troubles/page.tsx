import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { PageIntro } from '@/components/layout/page-intro';
import { NewsletterSection } from '@/components/sections/permit-troubles/newsletter-section';
import { PermitHeroActions } from '@/components/sections/permit-troubles/permit-hero-actions';
import { RightToWork } from '@/components/sections/permit-troubles/right-to-work';
import { SalaryTeaser } from '@/components/sections/permit-troubles/salary-teaser';
import { ServiceJsonLd } from '@/components/sections/services/service-json-ld';
import { BenefitGrid, benefitsFrom } from '@/components/sections/shared/benefit-grid';
import { CtaBand } from '@/components/sections/shared/cta-band';
import { ProcessSteps } from '@/components/sections/shared/process-steps';
import { Section } from '@/components/sections/shared/section';
import { Link } from '@/lib/i18n/link';
import { resolveLocale, type LocaleParams } from '@/lib/i18n/page';
import { pageMetadata } from '@/lib/seo/page';

const pathname = '/services/permit-troubles';
const namespace = 'PermitTroublesPage';

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  return pageMetadata(await resolveLocale(params), pathname, namespace);
}

const benefits = [
  { key: 'expertise', icon: 'award' },
  { key: 'speed', icon: 'bolt' },
  { key: 'fixedPrice', icon: 'tag' },
  { key: 'wholeProcess', icon: 'document' },
] as const;

export default async function Page({ params }: LocaleParams) {
  await resolveLocale(params);
  const t = await getTranslations(namespace);
  return (
    <>
      <PageIntro pathname={pathname} namespace={namespace} heading={t('heading')} lead={t('lead')}>
        <PermitHeroActions />
      </PageIntro>
      <ServiceJsonLd pathname={pathname} namespace={namespace} serviceType={t('serviceType')} />
      <SalaryTeaser />
      <Section id="benefits" heading={t('benefits.heading')}>
        <BenefitGrid
          items={benefitsFrom(benefits, (key, field) => t(`benefits.items.${key}.${field}`))}
        />
      </Section>
      <ProcessSteps />
      <RightToWork />
      <NewsletterSection />
      <CtaBand id="contact-cta" heading={t('finalCta.heading')} text={t('finalCta.text')}>
        <Link href="/contact" className="btn btn-accent">
          {t('finalCta.cta')}
        </Link>
      </CtaBand>
    </>
  );
}
