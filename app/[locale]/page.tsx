import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { JsonLd } from '@/components/seo/json-ld';
import { resolveLocale, type LocaleParams } from '@/lib/i18n/page';
import { pageJsonLd, pageMetadata } from '@/lib/seo/page';

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  const locale = await resolveLocale(params);
  const t = await getTranslations({ locale, namespace: 'HomePage' });
  return pageMetadata(locale, '/', 'HomePage', {
    absoluteTitle: true,
    other: { 'ai-summary': t('meta.description') },
  });
}

export default async function HomePage({ params }: LocaleParams) {
  const locale = await resolveLocale(params);
  const t = await getTranslations({ locale, namespace: 'HomePage' });
  return (
    <>
      <JsonLd data={await pageJsonLd(locale, '/', 'HomePage')} />
      <section className="bg-brand-900 text-white">
        <div className="container-page py-20">
          <h1 className="max-w-3xl text-display font-bold">{t('heading')}</h1>
          <p className="mt-4 max-w-2xl text-lg text-brand-100">{t('meta.description')}</p>
        </div>
      </section>
    </>
  );
}
