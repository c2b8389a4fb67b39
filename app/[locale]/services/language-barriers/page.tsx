import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { PageIntro } from '@/components/layout/page-intro';
import { LanguageLevels } from '@/components/sections/language-barriers/language-levels';
import { Programs } from '@/components/sections/language-barriers/programs';
import { ServiceJsonLd } from '@/components/sections/services/service-json-ld';
import { BenefitGrid, benefitsFrom } from '@/components/sections/shared/benefit-grid';
import { CtaBand } from '@/components/sections/shared/cta-band';
import { Section } from '@/components/sections/shared/section';
import { Link } from '@/lib/i18n/link';
import { resolveLocale, type LocaleParams } from '@/lib/i18n/page';
import { pageMetadata } from '@/lib/seo/page';

const pathname = '/services/language-barriers';
const namespace = 'LanguageBarriersPage';

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  return pageMetadata(await resolveLocale(params), pathname, namespace);
}

const formats = [
  { key: 'group', icon: 'users' },
  { key: 'individual', icon: 'chat' },
  { key: 'inHouse', icon: 'briefcase' },
] as const;

export default async function Page({ params }: LocaleParams) {
  await resolveLocale(params);
  const t = await getTranslations(namespace);
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
      <Section id="formats" heading={t('formats.heading')} intro={t('formats.intro')}>
        <BenefitGrid
          columns={3}
          items={benefitsFrom(formats, (key, field) => t(`formats.items.${key}.${field}`))}
        />
      </Section>
      <Programs />
      <LanguageLevels />
      <CtaBand id="contact-cta" heading={t('finalCta.heading')} text={t('finalCta.text')}>
        <Link href="/contact" className="btn btn-accent">
          {t('finalCta.cta')}
        </Link>
      </CtaBand>
    </>
  );
}
