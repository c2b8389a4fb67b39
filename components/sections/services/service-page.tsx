import type { ReactNode } from 'react';
import { getLocale, getTranslations } from 'next-intl/server';
import { PageIntro } from '@/components/layout/page-intro';
import { CtaBand } from '@/components/sections/shared/cta-band';
import { JsonLd } from '@/components/seo/json-ld';
import { Link } from '@/lib/i18n/link';
import { pages, type ServicePathname } from '@/lib/pages';
import { serviceJsonLd } from '@/lib/seo/json-ld';
import { pageMeta } from '@/lib/seo/page';

interface Props {
  pathname: ServicePathname;
  /** More of the intro band after its contact button (the permit page's quick facts). */
  heroExtra?: ReactNode;
  /** More calls to action after the closing band's contact button. */
  finalCtaExtra?: ReactNode;
  /** The page's own sections, between the intro and the closing call to action. */
  children: ReactNode;
}

/**
 * The frame the four service pages share: the intro band with a contact button, the page's
 * Service node in JSON-LD, its own sections, and the closing call to action. Each page's
 * texts come from its registry namespace (heading, lead, heroCta, serviceType, finalCta).
 */
export async function ServicePage({ pathname, heroExtra, finalCtaExtra, children }: Props) {
  const locale = await getLocale();
  const [t, meta] = await Promise.all([
    getTranslations(pages[pathname].namespace),
    pageMeta(locale, pathname),
  ]);
  const service = serviceJsonLd(locale, pathname, meta.title, meta.description, t('serviceType'));
  return (
    <>
      <PageIntro pathname={pathname}>
        <div className="mt-8">
          <Link href="/contact" className="btn btn-accent">
            {t('heroCta')}
          </Link>
        </div>
        {heroExtra}
      </PageIntro>
      <JsonLd data={service} />
      {children}
      <CtaBand id="contact-cta" heading={t('finalCta.heading')} text={t('finalCta.text')}>
        <Link href="/contact" className="btn btn-accent">
          {t('finalCta.cta')}
        </Link>
        {finalCtaExtra}
      </CtaBand>
    </>
  );
}
