import { defaultCountryFor, getCountryOptions } from '@/lib/countries';
import type { AppLocale } from '@/lib/i18n/routing';
import { ContactFormClient } from './contact-form-client';

/**
 * The contact form for `locale`. A server component: the country list (libphonenumber-js
 * metadata + Intl.DisplayNames) is computed here, so the browser gets only the finished list.
 */
export function ContactForm({ locale }: { locale: AppLocale }) {
  return (
    <ContactFormClient
      countries={getCountryOptions(locale)}
      defaultCountry={defaultCountryFor(locale)}
    />
  );
}
