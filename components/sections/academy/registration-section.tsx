import { getTranslations } from 'next-intl/server';
import { AcademyRegistrationForm } from '@/components/forms/academy-registration-form';
import { REGISTRATION_ID } from './academy-hero';

/**
 * The registration form's section: the target of every "Register Now" link. It takes focus
 * (tabIndex -1) after the scroll so keyboard users land at the form. Without JavaScript the plain
 * anchor lands it 100 px down as well: html's scroll-padding-top (80 px) + scroll-mt-5 (20 px).
 */
export async function RegistrationSection() {
  const t = await getTranslations('AcademyPage.registration');
  return (
    <section
      id={REGISTRATION_ID}
      tabIndex={-1}
      aria-labelledby={`${REGISTRATION_ID}-heading`}
      className="scroll-mt-5 bg-surface py-14 outline-none sm:py-20"
    >
      <div className="container-page">
        <h2
          id={`${REGISTRATION_ID}-heading`}
          className="text-2xl font-bold text-brand-900 sm:text-3xl"
        >
          {t('heading')}
        </h2>
        <p className="mt-3 max-w-2xl text-lg text-muted">{t('intro')}</p>
        <div className="mt-10 max-w-3xl">
          <AcademyRegistrationForm />
        </div>
      </div>
    </section>
  );
}
