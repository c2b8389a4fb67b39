import { getTranslations } from 'next-intl/server';
import { Icon, type IconName } from '@/components/ui/icon';
import { Section } from '@/components/sections/shared/section';
import { AccordionItem, AccordionRoot } from '@/components/ui/accordion';
import {
  ACADEMY_MODULE_COUNT,
  ACADEMY_MODULE_MINUTES,
  ACADEMY_TOTAL_HOURS,
} from '@/lib/academy/offer';

export const courseModules = [
  'workPermits',
  'salaryInsurance',
  'eures',
  'recruitment',
  'onboarding',
  'relocation',
  'family',
  'languageCulture',
  'compliance',
  'strategy',
] as const;

/** Course facts and the ten modules as an accordion (one open at a time, collapsible). */
export async function CourseModules() {
  const t = await getTranslations('AcademyPage');
  const facts: { key: string; icon: IconName; text: string }[] = [
    { key: 'modules', icon: 'book', text: t('facts.modules', { count: ACADEMY_MODULE_COUNT }) },
    { key: 'hours', icon: 'clock', text: t('facts.hours', { hours: ACADEMY_TOTAL_HOURS }) },
    { key: 'online', icon: 'globe', text: t('facts.online') },
    { key: 'language', icon: 'chat', text: t('facts.language') },
    { key: 'diploma', icon: 'award', text: t('facts.diploma') },
  ];
  return (
    <Section
      id="modules"
      heading={t('modules.heading')}
      intro={t('modules.intro', { ...ACADEMY_MODULE_MINUTES, hours: ACADEMY_TOTAL_HOURS })}
      tone="white"
    >
      <div className="grid gap-10 lg:grid-cols-[18rem_1fr]">
        <ul aria-label={t('facts.label')} className="space-y-3">
          {facts.map((fact) => (
            <li key={fact.key} className="flex items-start gap-3 text-ink">
              <Icon name={fact.icon} className="mt-0.5 size-5 shrink-0 text-brand-700" />
              {fact.text}
            </li>
          ))}
        </ul>
        <AccordionRoot
          type="single"
          collapsible
          className="divide-y divide-line rounded-2xl border border-line bg-surface"
        >
          {courseModules.map((key, index) => (
            <AccordionItem
              key={key}
              value={key}
              level={3}
              triggerClassName="px-5 py-4 font-semibold text-brand-900 hover:bg-brand-50"
              contentClassName="px-5 pb-5 text-muted"
              trigger={
                <>
                  <span className="mr-3 text-sm font-medium text-muted sm:inline-block sm:w-20">
                    {t('modules.moduleLabel', { number: index + 1 })}
                  </span>
                  <span className="block sm:inline">{t(`modules.items.${key}.title`)}</span>
                </>
              }
            >
              <p>{t(`modules.items.${key}.text`)}</p>
            </AccordionItem>
          ))}
        </AccordionRoot>
      </div>
    </Section>
  );
}
