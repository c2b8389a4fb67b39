import { getLocale } from 'next-intl/server';
import { localizedPath } from '@/lib/i18n/paths';
import { consentLabel, formText } from './form-text';
import { NewsletterFormClient } from './newsletter-form-client';

/** The newsletter signup (double opt-in) of the immigration page, in the page's language. */
export async function NewsletterForm() {
  const [locale, text, consent] = await Promise.all([
    getLocale(),
    formText('NewsletterForm'),
    consentLabel('newsletter'),
  ]);
  return (
    <NewsletterFormClient
      text={text}
      consentLabel={consent}
      permalink={`${localizedPath(locale, '/services/permit-troubles')}#newsletter`}
    />
  );
}
