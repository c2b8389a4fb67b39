import type { ReactNode } from 'react';
import { getLocale } from 'next-intl/server';
import { JsonLd } from '@/components/seo/json-ld';
import type { AppPathname } from '@/lib/i18n/routing';
import { pageJsonLd, pageMessages, type PageNamespace } from '@/lib/seo/page';

interface Props {
  pathname: AppPathname;
  namespace: PageNamespace;
  heading: string;
  /** schema.org type of the page node: WebPage, AboutPage, ContactPage, FAQPage... */
  type?: string;
  lead?: ReactNode;
  children?: ReactNode;
}

/** The top of a subpage: its JSON-LD (page node + breadcrumbs) and the heading band. */
export async function PageIntro({ pathname, namespace, heading, type, lead, children }: Props) {
  const locale = await getLocale();
  const [jsonLd, meta] = await Promise.all([
    pageJsonLd(locale, pathname, namespace, type),
    pageMessages(locale, namespace),
  ]);
  return (
    <section className="bg-brand-900 text-white">
      <JsonLd data={jsonLd} />
      <div className="container-page py-14 sm:py-20">
        <h1 className="max-w-3xl text-display font-bold">{heading}</h1>
        <p className="mt-4 max-w-2xl text-lg text-brand-100">{lead ?? meta.description}</p>
        {children}
      </div>
    </section>
  );
}
