import { getTranslations } from 'next-intl/server';
import { LeadFormScope } from '@/components/forms/lead-form';
import { ThankYouHeading } from '@/components/forms/thank-you';
import { PageIntro } from '@/components/layout/page-intro';
import { ProcessSteps } from '@/components/sections/shared/process-steps';
import { BookingLink } from '@/components/sections/techsverige/booking-link';
import { TechsverigeFormSection } from '@/components/sections/techsverige/techsverige-form-section';
import { submitTechsverige } from '@/lib/forms/actions';
import { Link } from '@/lib/i18n/link';
import { localizedPath } from '@/lib/i18n/paths';
import { resolveLocale, type LocaleParams } from '@/lib/i18n/page';
import { metadataFor } from '@/lib/seo/page';

export const generateMetadata = metadataFor('/techsverige');

/** After a send, the thank-you view replaces the page's content; not indexed. */
async function ThankYou() {
  const t = await getTranslations('TechsverigeForm');
  return (
    <section className="bg-canvas py-14 sm:py-20">
      <meta name="robots" content="noindex" />
      <div className="container-page max-w-3xl">
        <div className="card text-center sm:p-10">
          <ThankYouHeading level={1}>{t('thanksTitle')}</ThankYouHeading>
          <p className="mt-3 text-lg text-muted">{t('thanksText')}</p>
          <Link href="/" className="btn btn-primary mt-6">
            {t('home')}
          </Link>
        </div>
      </div>
    </section>
  );
}

export default async function Page({ params }: LocaleParams) {
  const locale = await resolveLocale(params);
  return (
    <LeadFormScope
      action={submitTechsverige}
      permalink={localizedPath(locale, '/techsverige')}
      sent={<ThankYou />}
    >
      <PageIntro pathname="/techsverige" />
      <TechsverigeFormSection />
      <ProcessSteps tone="canvas" />
      <BookingLink />
    </LeadFormScope>
  );
}
