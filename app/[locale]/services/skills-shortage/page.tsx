import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { PageIntro } from '@/components/layout/page-intro';
import { ServiceJsonLd } from '@/components/sections/services/service-json-ld';
import { Industries } from '@/components/sections/skills-shortage/industries';
import { WorkforceGateway } from '@/components/sections/skills-shortage/workforce-gateway';
import { BenefitGrid, benefitsFrom } from '@/components/sections/shared/benefit-grid';
import { CtaBand } from '@/components/sections/shared/cta-band';
import { ExternalLink } from '@/components/sections/shared/external-link';
import { Section } from '@/components/sections/shared/section';
import { Link } from '@/lib/i18n/link';
import { resolveLocale, type LocaleParams } from '@/lib/i18n/page';
import { pageMetadata } from '@/lib/seo/page';
import { site } from '@/lib/site';

const pathname = '/services/skills-shortage';
const namespace = 'SkillsShortagePage';

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  return pageMetadata(await resolveLocale(params), pathname, namespace);
}

const highlights = [
  { key: 'complete', icon: 'check' },
  { key: 'fixedPrices', icon: 'tag' },
  { key: 'quickReturn', icon: 'bolt' },
] as const;

const benefits = [
  { key: 'globalReach', icon: 'globe' },
  { key: 'accuracy', icon: 'target' },
  { key: 'faster', icon: 'clock' },
  { key: 'guarantee', icon: 'shield' },
] as const;

export default async function Page({ params }: LocaleParams) {
  await resolveLocale(params);
  const t = await getTranslations(namespace);
  const ext = await getTranslations('ExternalLink');
  return (
    <>
      <PageIntro pathname={pathname} namespace={namespace} heading={t('heading')} lead={t('lead')}>
        <div className="mt-8">
          <Link href="/contact" className="btn btn-accent">
            {t('heroCta')}
          </Link>
        </div>
      </PageIntro>
      <ServiceJsonLd pathname={pathname} namespace={namespace} serviceType={t('serviceType')} />
      <Section id="highlights" heading={t('highlights.heading')}>
        <BenefitGrid
          columns={3}
          items={benefitsFrom(highlights, (key, field) => t(`highlights.items.${key}.${field}`))}
        />
      </Section>
      <WorkforceGateway />
      <Section id="benefits" heading={t('benefits.heading')}>
        <BenefitGrid
          items={benefitsFrom(benefits, (key, field) => t(`benefits.items.${key}.${field}`))}
        />
      </Section>
      <Industries />
      <CtaBand id="contact-cta" heading={t('finalCta.heading')} text={t('finalCta.text')}>
        <Link href="/contact" className="btn btn-accent">
          {t('finalCta.cta')}
        </Link>
        <div className="flex flex-col gap-2 sm:max-w-xs sm:items-start">
          <ExternalLink
            href={site.scorecardUrl}
            newTabNote={ext('newTab')}
            describedBy="scorecard-hint"
            className="btn border border-white text-white hover:bg-white/10"
          >
            {t('finalCta.scorecard')}
          </ExternalLink>
          <p id="scorecard-hint" className="text-sm text-brand-100">
            {t('finalCta.scorecardHint')}
          </p>
        </div>
      </CtaBand>
    </>
  );
}
