import { getTranslations } from 'next-intl/server';
import { consentLabel, formText } from '@/components/forms/form-text';
import { NewsletterFormClient } from '@/components/forms/newsletter-form-client';
import { PermitHeroFacts } from '@/components/sections/permit-troubles/permit-hero-facts';
import { ServicePage } from '@/components/sections/services/service-page';
import { BenefitGrid, benefitsFrom } from '@/components/sections/shared/benefit-grid';
import { CalloutBand, CalloutCard } from '@/components/sections/shared/icon-callout';
import { ProcessSteps } from '@/components/sections/shared/process-steps';
import { Section } from '@/components/sections/shared/section';
import { Icon } from '@/components/ui/icon';
import { Link } from '@/lib/i18n/link';
import { resolveLocale, type LocaleParams } from '@/lib/i18n/page';
import { localizedPath } from '@/lib/i18n/paths';
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
  const locale = await resolveLocale(params);
  const [t, newsletterText, newsletterConsent] = await Promise.all([
    getTranslations('PermitTroublesPage'),
    formText('NewsletterForm'),
    consentLabel('newsletter'),
  ]);
  return (
    <ServicePage pathname={pathname} heroExtra={<PermitHeroFacts />}>
      {/* A short pointer to the salary-verification calculator right below the intro. */}
      <CalloutCard
        id="salary-teaser"
        icon="clock"
        tone="warning"
        spacing="pt-10 sm:pt-14"
        heading={t('salaryTeaser.heading')}
        text={t('salaryTeaser.text')}
      >
        <Link href="/salary-verification" className="btn btn-primary shrink-0">
          {t('salaryTeaser.cta')}
          <Icon name="arrow" className="size-5" />
        </Link>
      </CalloutCard>
      <Section id="benefits" heading={t('benefits.heading')}>
        <BenefitGrid
          items={benefitsFrom(benefits, (key, field) => t(`benefits.items.${key}.${field}`))}
        />
      </Section>
      <ProcessSteps />
      {/* The Right to Work verification offer (answers often in under a day). */}
      <CalloutBand
        id="right-to-work"
        icon="shield"
        heading={t('rightToWork.heading')}
        text={t('rightToWork.text')}
        aside
      >
        <Link href="/contact" className="btn btn-primary justify-self-start">
          {t('rightToWork.cta')}
        </Link>
      </CalloutBand>
      {/* The newsletter signup (double opt-in). */}
      <Section
        id="newsletter"
        heading={t('newsletter.heading')}
        intro={t('newsletter.text')}
        tone="white"
      >
        <div className="max-w-xl">
          <NewsletterFormClient
            text={newsletterText}
            consentLabel={newsletterConsent}
            permalink={`${localizedPath(locale, pathname)}#newsletter`}
          />
        </div>
      </Section>
    </ServicePage>
  );
}
