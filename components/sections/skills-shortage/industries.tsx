import { getTranslations } from 'next-intl/server';
import { Icon } from '@/components/ui/icon';
import { Section } from '@/components/sections/shared/section';

const industries = [
  'technology',
  'healthcare',
  'finance',
  'engineering',
  'manufacturing',
  'consulting',
  'energy',
  'research',
] as const;

/** The eight industries we recruit for. */
export async function Industries() {
  const t = await getTranslations('SkillsShortagePage.industries');
  return (
    <Section id="industries" heading={t('heading')} intro={t('intro')} tone="white">
      <ul className="grid grid-cols-1 gap-3 min-[420px]:grid-cols-2 lg:grid-cols-4">
        {industries.map((key) => (
          <li
            key={key}
            className="flex items-center gap-3 rounded-xl border border-line bg-canvas px-4 py-3 font-medium text-brand-900"
          >
            <Icon name="briefcase" className="size-5 shrink-0 text-brand-700" />
            {t(`items.${key}`)}
          </li>
        ))}
      </ul>
    </Section>
  );
}
