import { getTranslations } from 'next-intl/server';
import { consentLabel, formText } from '@/components/forms/form-text';
import { LeadFormScope } from '@/components/forms/lead-form';
import { ReferenceFormClient } from '@/components/forms/reference-form-client';
import { ThankYouHeading } from '@/components/forms/thank-you';
import { PageIntro } from '@/components/layout/page-intro';
import { submitReference } from '@/lib/forms/actions';
import { resolveLocale, type LocaleParams } from '@/lib/i18n/page';
import { localizedPath } from '@/lib/i18n/paths';
import { metadataFor } from '@/lib/seo/page';
import { site, telHref } from '@/lib/site';

// Not indexed: its entry in lib/pages.ts says noindex.
export const generateMetadata = metadataFor('/reference');

const link = 'text-brand-700 underline underline-offset-2';

/** After a send, the thank-you page with the CEO's contact details replaces the page. */
async function ThankYou() {
  const t = await getTranslations('ReferenceForm');
  const { name, email, phone } = site.ceo;
  return (
    <section className="bg-canvas py-14 sm:py-20">
      <div className="container-page max-w-3xl">
        <div className="card sm:p-10">
          <ThankYouHeading level={1}>{t('thanksTitle')}</ThankYouHeading>
          <p className="mt-3 text-lg text-muted">{t('thanksText')}</p>
          <div className="mt-6 rounded-xl bg-brand-50 p-5">
            <h2 className="font-semibold text-brand-900">{t('ceoHeading', { name })}</h2>
            <p className="text-sm text-muted">{t('ceoRole')}</p>
            <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
              <dt className="font-medium">{t('emailLabel')}</dt>
              <dd>
                <a href={`mailto:${email}`} className={link}>
                  {email}
                </a>
              </dd>
              <dt className="font-medium">{t('phoneLabel')}</dt>
              <dd>
                <a href={telHref(phone)} className={link}>
                  {phone}
                </a>
              </dd>
            </dl>
          </div>
        </div>
      </div>
    </section>
  );
}

export default async function Page({ params }: LocaleParams) {
  const locale = await resolveLocale(params);
  const [t, text, consent] = await Promise.all([
    getTranslations('ReferencePage'),
    formText('ReferenceForm'),
    consentLabel('reference'),
  ]);
  return (
    <LeadFormScope
      action={submitReference}
      permalink={localizedPath(locale, '/reference')}
      sent={<ThankYou />}
    >
      <PageIntro pathname="/reference" />
      {/* The form's frame; its sections ("Who you are", ...) belong to the form. */}
      <section aria-label={t('formLabel')} className="bg-canvas py-12 sm:py-16">
        <div className="container-page max-w-3xl">
          <ReferenceFormClient text={text} consentLabel={consent} />
        </div>
      </section>
    </LeadFormScope>
  );
}
