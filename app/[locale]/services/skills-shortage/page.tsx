import { getTranslations } from 'next-intl/server';
import { ServicePage } from '@/components/sections/services/service-page';
import { BenefitGrid, benefitsFrom } from '@/components/sections/shared/benefit-grid';
import { ExternalLink } from '@/components/sections/shared/external-link';
import { Section } from '@/components/sections/shared/section';
import { Industries } from '@/components/sections/skills-shortage/industries';
import { WorkforceGateway } from '@/components/sections/skills-shortage/workforce-gateway';
import { resolveLocale, type LocaleParams } from '@/lib/i18n/page';
import { metadataFor } from '@/lib/seo/page';
import { site } from '@/lib/site';

const pathname = '/services/skills-shortage';

export const generateMetadata = metadataFor(pathname);

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
  const [t, ext] = await Promise.all([
    getTranslations('SkillsShortagePage'),
    getTranslations('ExternalLink'),
  ]);
  const scorecard = (
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
  );
  return (
    <ServicePage pathname={pathname} finalCtaExtra={scorecard}>
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
    </ServicePage>
  );
}
