import { getTranslations } from 'next-intl/server';
import { ContactForm } from '@/components/forms/contact-form';
import { PageIntro } from '@/components/layout/page-intro';
import { ContactInfo } from '@/components/sections/contact/contact-info';
import { QuickBooking } from '@/components/sections/contact/quick-booking';
import { resolveLocale, type LocaleParams } from '@/lib/i18n/page';
import { metadataFor } from '@/lib/seo/page';

export const generateMetadata = metadataFor('/contact');

export default async function Page({ params }: LocaleParams) {
  await resolveLocale(params);
  const t = await getTranslations('ContactPage');
  return (
    <>
      <PageIntro pathname="/contact" />
      <div className="container-page grid items-start gap-8 py-12 sm:py-16 lg:grid-cols-[minmax(0,1fr)_24rem]">
        <section id="contact-form" aria-labelledby="contact-form-heading" className="card sm:p-8">
          <h2 id="contact-form-heading" className="text-2xl font-bold text-brand-900">
            {t('form.heading')}
          </h2>
          <p className="mt-2 text-muted">{t('form.intro')}</p>
          <ContactForm />
        </section>
        <div className="space-y-6">
          <ContactInfo />
          <QuickBooking />
        </div>
      </div>
    </>
  );
}
