import { getTranslations } from 'next-intl/server';
import { TechsverigeForm } from '@/components/forms/techsverige-form';
import { BenefitGrid, benefitsFrom } from '@/components/sections/shared/benefit-grid';

const offer = [
  { key: 'permits', icon: 'document' },
  { key: 'recruitment', icon: 'users' },
  { key: 'reply', icon: 'clock' },
] as const;

/** The member offer and, below it, the tech-association form with its heading. */
export async function TechsverigeFormSection() {
  const t = await getTranslations('TechsverigePage');
  return (
    <>
      <section aria-labelledby="offer-heading" className="bg-canvas py-14 sm:py-20">
        <div className="container-page">
          <h2 id="offer-heading" className="text-2xl font-bold text-brand-900 sm:text-3xl">
            {t('offer.heading')}
          </h2>
          <div className="mt-10">
            <BenefitGrid
              columns={3}
              items={benefitsFrom(offer, (key, field) => t(`offer.items.${key}.${field}`))}
            />
          </div>
        </div>
      </section>
      <section id="form" aria-labelledby="form-heading" className="bg-surface py-14 sm:py-20">
        <div className="container-page max-w-3xl">
          <h2 id="form-heading" className="text-2xl font-bold text-brand-900 sm:text-3xl">
            {t('form.heading')}
          </h2>
          <p className="mt-3 text-lg text-muted">{t('form.intro')}</p>
          <div className="mt-10">
            <TechsverigeForm />
          </div>
        </div>
      </section>
    </>
  );
}
