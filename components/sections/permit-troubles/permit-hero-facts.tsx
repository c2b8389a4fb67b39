import { getTranslations } from 'next-intl/server';
import { Icon } from '@/components/ui/icon';

/** The quick facts under the contact button in the page's intro band. */
export async function PermitHeroFacts() {
  const t = await getTranslations('PermitTroublesPage');
  const facts = ['experience', 'fixedPrices', 'nationwide'] as const;
  return (
    <ul
      aria-label={t('heroFacts.label')}
      className="mt-8 flex flex-wrap gap-x-6 gap-y-2 text-brand-100"
    >
      {facts.map((fact) => (
        <li key={fact} className="flex items-center gap-2">
          <Icon name="check" className="size-5 text-accent-400" />
          {t(`heroFacts.${fact}`)}
        </li>
      ))}
    </ul>
  );
}
