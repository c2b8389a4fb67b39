import { getTranslations } from 'next-intl/server';
import { ContactFormClient } from '@/components/forms/contact-form-client';
import { consentLabel, formText } from '@/components/forms/form-text';
import { PageIntro } from '@/components/layout/page-intro';
import { ContactInfo } from '@/components/sections/contact/contact-info';
import { QuickBooking } from '@/components/sections/contact/quick-booking';
import { defaultCountryFor, getCountryOptions } from '@/lib/countries';
import { resolveLocale, type LocaleParams } from '@/lib/i18n/page';
import { localizedPath } from '@/lib/i18n/paths';
import { metadataFor } from '@/lib/seo/page';

export const generateMetadata = metadataFor('/contact');

export default async function Page({ params }: LocaleParams) {
  const locale = await resolveLocale(params);
  const [t, text, consent] = await Promise.all([
    getTranslations('ContactPage'),
    formText('ContactForm'),
    consentLabel('contact'),
  ]);
  return (
    <>
      <PageIntro pathname="/contact" />
      <div className="container-page grid items-start gap-8 py-12 sm:py-16 lg:grid-cols-[minmax(0,1fr)_24rem]">
        <section id="contact-form" aria-labelledby="contact-form-heading" className="card sm:p-8">
          <h2 id="contact-form-heading" className="text-2xl font-bold text-brand-900">
            {t('form.heading')}
          </h2>
          <p className="mt-2 text-muted">{t('form.intro')}</p>
          {/* The country list (libphonenumber-js metadata + Intl.DisplayNames) and every text
              are prepared here, so the browser gets only the finished list and strings. */}
          <ContactFormClient
            text={text}
            consentLabel={consent}
            countries={getCountryOptions(locale)}
            defaultCountry={defaultCountryFor(locale)}
            homeHref={localizedPath(locale, '/')}
            pageHref={localizedPath(locale, '/contact')}
          />
        </section>
        <div className="space-y-6">
          <ContactInfo />
          <QuickBooking />
        </div>
      </div>
    </>
  );
}
