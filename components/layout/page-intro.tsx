import type { ReactNode } from 'react';
import { getLocale, getTranslations } from 'next-intl/server';
import { JsonLd } from '@/components/seo/json-ld';
import type { AppPathname } from '@/lib/i18n/routing';
import { pageEntry } from '@/lib/pages';
import { pageJsonLd } from '@/lib/seo/page';

interface Props {
  /** The page (its registry entry in lib/pages.ts gives the namespace and the JSON-LD type). */
  pathname: AppPathname;
  /** Defaults to the namespace's `heading`. */
  heading?: string;
  /** Defaults to the namespace's `lead`, else the page's meta description. */
  lead?: ReactNode;
  children?: ReactNode;
}

/** The top of a subpage: its JSON-LD (page node + breadcrumbs) and the heading band, fading in as the home hero does. */
export async function PageIntro({ pathname, heading, lead, children }: Props) {
  const locale = await getLocale();
  const [jsonLd, t] = await Promise.all([
    pageJsonLd(locale, pathname),
    getTranslations(pageEntry(pathname).namespace),
  ]);
  return (
    <section className="bg-brand-900 text-white">
      <JsonLd data={jsonLd} />
      <div className="container-page py-14 sm:py-20 hero-fade">
        <h1 className="max-w-3xl text-display font-bold">{heading ?? t('heading')}</h1>
        <p className="mt-4 max-w-2xl text-lg text-brand-100">
          {lead ?? (t.has('lead') ? t('lead') : t('meta.description'))}
        </p>
        {children}
      </div>
    </section>
  );
}
