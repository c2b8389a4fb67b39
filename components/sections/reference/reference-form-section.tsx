import { getTranslations } from 'next-intl/server';
import { ReferenceForm } from '@/components/forms/reference-form';
import type { AppLocale } from '@/lib/i18n/routing';

/** The frame of the reference form; its sections ("Who you are", ...) belong to the form. */
export async function ReferenceFormSection({ locale }: { locale: AppLocale }) {
  const t = await getTranslations({ locale, namespace: 'ReferencePage' });
  return (
    <section aria-label={t('formLabel')} className="bg-canvas py-12 sm:py-16">
      <div className="container-page max-w-3xl">
        <ReferenceForm />
      </div>
    </section>
  );
}
