import { getTranslations } from 'next-intl/server';
import { PageIntro } from '@/components/layout/page-intro';
import { FaqEmptyState } from '@/components/sections/faq/faq-empty-state';
import { faqPageJsonLd } from '@/lib/seo/faq-json-ld';
import { FaqList } from '@/components/sections/faq/faq-list';
import { CtaBand } from '@/components/sections/shared/cta-band';
import { JsonLd } from '@/components/seo/json-ld';
import { getDb } from '@/lib/db/client';
import { loadFaq } from '@/lib/faq/load';
import { Link } from '@/lib/i18n/link';
import { resolveLocale, type LocaleParams } from '@/lib/i18n/page';
import { metadataFor } from '@/lib/seo/page';

// Editors' changes appear within five minutes, or at the next visit after a back-office
// save (revalidatePath). A database that cannot be read during either keeps the last good FAQ
// (lib/faq/load.ts).
export const revalidate = 300;

export const generateMetadata = metadataFor('/faq');

export default async function Page({ params }: LocaleParams) {
  const locale = await resolveLocale(params);
  const t = await getTranslations('FaqPage');
  const groups = await loadFaq(getDb, locale);
  const faqJsonLd = faqPageJsonLd(locale, t('meta.title'), groups);
  return (
    <>
      <PageIntro pathname="/faq" />
      {faqJsonLd ? <JsonLd data={faqJsonLd} /> : null}
      <div className="container-page pt-12 sm:pt-16">
        <FaqList
          groups={groups}
          emptyCategoryText={t('emptyCategory')}
          countLabel={(count) => t('questionCount', { count })}
          emptyState={
            <FaqEmptyState
              heading={t('noCategories.heading')}
              text={t('noCategories.text')}
              action={
                <Link href="/contact" className="btn btn-primary">
                  {t('noCategories.cta')}
                </Link>
              }
            />
          }
        />
      </div>
      <CtaBand id="booking-cta" heading={t('cta.heading')} text={t('cta.text')}>
        <Link href="/booking" className="btn btn-accent">
          {t('cta.button')}
        </Link>
      </CtaBand>
    </>
  );
}
