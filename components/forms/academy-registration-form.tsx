import { getLocale } from 'next-intl/server';
import { localizedPath } from '@/lib/i18n/paths';
import { AcademyRegistrationFormClient } from './academy-registration-form-client';
import { formText } from './form-text';

/** The academy registration form with its texts in the page's language. */
export async function AcademyRegistrationForm() {
  const locale = await getLocale();
  return (
    <AcademyRegistrationFormClient
      text={await formText('AcademyForm')}
      pageHref={localizedPath(locale, '/academy')}
    />
  );
}
