import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { PageIntro } from '@/components/layout/page-intro';
import { RelocationExtra } from '@/components/sections/relocation/relocation-extra';
import { RelocationServices } from '@/components/sections/relocation/relocation-services';
import { ServiceJsonLd } from '@/components/sections/services/service-json-ld';
import { CtaBand } from '@/components/sections/shared/cta-band';
import { Link } from '@/lib/i18n/link';
import { resolveLocale, type LocaleParams } from '@/lib/i18n/page';
import { pageMetadata } from '@/lib/seo/page';

const pathname = '/services/hard-to-get-people-in-place';
const namespace = 'RelocationPage';

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  return pageMetadata(await resolveLocale(params), pathname, namespace);
}

export default async function Page({ params }: LocaleParams) {
  await resolveLocale(params);
  const t = await getTranslations(namespace);
  return (
    <>
      <PageIntro pathname={pathname} namespace={namespace} heading={t('heading')} lead={t('lead')}>
        <div className="mt-8">
          <Link href="/contact" className="btn btn-accent">
            {t('heroCta')}
          </Link>
        </div>
      </PageIntro>
      <ServiceJsonLd pathname={pathname} namespace={namespace} serviceType={t('serviceType')} />
      <RelocationServices />
      <RelocationExtra />
      <CtaBand id="contact-cta" heading={t('finalCta.heading')} text={t('finalCta.text')}>
        <Link href="/contact" className="btn btn-accent">
          {t('finalCta.cta')}
        </Link>
      </CtaBand>
    </>
  );
}
