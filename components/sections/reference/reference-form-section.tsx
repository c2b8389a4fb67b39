import { getTranslations } from 'next-intl/server';
import { ReferenceForm } from '@/components/forms/reference-form';

/** The frame of the reference form; its sections ("Who you are", ...) belong to the form. */
export async function ReferenceFormSection() {
  const t = await getTranslations('ReferencePage');
  return (
    <section aria-label={t('formLabel')} className="bg-canvas py-12 sm:py-16">
      <div className="container-page max-w-3xl">
        <ReferenceForm />
      </div>
    </section>
  );
}
