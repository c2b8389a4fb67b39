import { getLocale } from 'next-intl/server';
import { defaultCountryFor, getCountryOptions } from '@/lib/countries';
import { localizedPath } from '@/lib/i18n/paths';
import { ContactFormClient } from './contact-form-client';
import { consentLabel, formText } from './form-text';

/**
 * The contact form in the page's language. A server component: the country list
 * (libphonenumber-js metadata + Intl.DisplayNames) and every text are prepared here, so the
 * browser gets only the finished list and strings.
 */
export async function ContactForm() {
  const locale = await getLocale();
  const [text, consent] = await Promise.all([formText('ContactForm'), consentLabel('contact')]);
  return (
    <ContactFormClient
      text={text}
      consentLabel={consent}
      countries={getCountryOptions(locale)}
      defaultCountry={defaultCountryFor(locale)}
      homeHref={localizedPath(locale, '/')}
      pageHref={localizedPath(locale, '/contact')}
    />
  );
}
