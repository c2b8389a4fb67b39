import { getTranslations } from 'next-intl/server';
import { AcademyRegistrationForm } from '@/components/forms/academy-registration-form';
import { Section } from '@/components/sections/shared/section';
import { REGISTRATION_ID } from './academy-hero';

/**
 * The registration form's section: the target of every "Register Now" link. It takes focus
 * (tabIndex -1) after the scroll so keyboard users land at the form. Without JavaScript the plain
 * anchor lands it 100 px down as well: html's scroll-padding-top (80 px) + scroll-mt-5 (20 px).
 */
export async function RegistrationSection() {
  const t = await getTranslations('AcademyPage.registration');
  return (
    <Section
      id={REGISTRATION_ID}
      heading={t('heading')}
      intro={t('intro')}
      tone="white"
      tabIndex={-1}
      className="scroll-mt-5 outline-none"
    >
      <div className="max-w-3xl">
        <AcademyRegistrationForm />
      </div>
    </Section>
  );
}
