import { getTranslations } from 'next-intl/server';
import { NewsletterForm } from '@/components/forms/newsletter-form';
import { Section } from '@/components/sections/shared/section';

/** Heading and intro around the newsletter signup form. */
export async function NewsletterSection() {
  const t = await getTranslations('PermitTroublesPage.newsletter');
  return (
    <Section id="newsletter" heading={t('heading')} intro={t('text')} tone="white">
      <div className="max-w-xl">
        <NewsletterForm />
      </div>
    </Section>
  );
}
