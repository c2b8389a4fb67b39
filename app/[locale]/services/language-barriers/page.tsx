import { getTranslations } from 'next-intl/server';
import { LanguageLevels } from '@/components/sections/language-barriers/language-levels';
import { Programs } from '@/components/sections/language-barriers/programs';
import { ServicePage } from '@/components/sections/services/service-page';
import { BenefitGrid, benefitsFrom } from '@/components/sections/shared/benefit-grid';
import { Section } from '@/components/sections/shared/section';
import { resolveLocale, type LocaleParams } from '@/lib/i18n/page';
import { metadataFor } from '@/lib/seo/page';

const pathname = '/services/language-barriers';

export const generateMetadata = metadataFor(pathname);

const formats = [
  { key: 'group', icon: 'users' },
  { key: 'individual', icon: 'chat' },
  { key: 'inHouse', icon: 'briefcase' },
] as const;

export default async function Page({ params }: LocaleParams) {
  await resolveLocale(params);
  const t = await getTranslations('LanguageBarriersPage');
  return (
    <ServicePage pathname={pathname}>
      <Section id="formats" heading={t('formats.heading')} intro={t('formats.intro')}>
        <BenefitGrid
          columns={3}
          items={benefitsFrom(formats, (key, field) => t(`formats.items.${key}.${field}`))}
        />
      </Section>
      <Programs />
      <LanguageLevels />
    </ServicePage>
  );
}
