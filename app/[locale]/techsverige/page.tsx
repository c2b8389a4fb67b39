import { getTranslations } from 'next-intl/server';
import { formText } from '@/components/forms/form-text';
import { LeadFormScope } from '@/components/forms/lead-form';
import { TechsverigeFormClient } from '@/components/forms/techsverige-form-client';
import { ThankYouHeading } from '@/components/forms/thank-you';
import { PageIntro } from '@/components/layout/page-intro';
import { ProcessSteps } from '@/components/sections/shared/process-steps';
import { CalloutCard } from '@/components/sections/shared/icon-callout';
import { BenefitGrid, benefitsFrom } from '@/components/sections/shared/benefit-grid';
import { Section } from '@/components/sections/shared/section';
import { submitTechsverige } from '@/lib/forms/actions';
import { Link } from '@/lib/i18n/link';
import { localizedPath } from '@/lib/i18n/paths';
import { resolveLocale, type LocaleParams } from '@/lib/i18n/page';
import { metadataFor } from '@/lib/seo/page';

export const generateMetadata = metadataFor('/techsverige');

const offer = [
  { key: 'permits', icon: 'document' },
  { key: 'recruitment', icon: 'users' },
  { key: 'reply', icon: 'clock' },
] as const;

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
  const t = await getTranslations('TechsverigePage');
  return (
    <LeadFormScope
      action={submitTechsverige}
      permalink={localizedPath(locale, '/techsverige')}
      sent={<ThankYou />}
    >
      <PageIntro pathname="/techsverige" />
      <Section id="offer" heading={t('offer.heading')}>
        <BenefitGrid
          columns={3}
          items={benefitsFrom(offer, (key, field) => t(`offer.items.${key}.${field}`))}
        />
      </Section>
      <Section id="form" heading={t('form.heading')} intro={t('form.intro')} tone="white" narrow>
        <TechsverigeFormClient text={await formText('TechsverigeForm')} />
      </Section>
      <ProcessSteps tone="canvas" />
      <CalloutCard
        id="booking"
        icon="calendar"
        tone="plain"
        spacing="pb-14 sm:pb-20"
        heading={t('booking.heading')}
        text={t('booking.text')}
      >
        <Link href="/booking" className="btn btn-primary shrink-0">
          {t('booking.cta')}
        </Link>
      </CalloutCard>
    </LeadFormScope>
  );
}
