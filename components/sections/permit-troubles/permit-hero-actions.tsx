import { getTranslations } from 'next-intl/server';
import { Icon } from '@/components/sections/shared/icon';
import { Link } from '@/lib/i18n/link';

/** The call to action and quick facts inside the page's intro band. */
export async function PermitHeroActions() {
  const t = await getTranslations('PermitTroublesPage');
  const facts = ['experience', 'fixedPrices', 'nationwide'] as const;
  return (
    <>
      <div className="mt-8">
        <Link href="/contact" className="btn btn-accent">
          {t('heroCta')}
        </Link>
      </div>
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
    </>
  );
}
