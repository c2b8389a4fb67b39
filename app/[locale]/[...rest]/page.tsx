import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { NotFoundContent } from '@/components/layout/not-found-content';
import { resolveLocale } from '@/lib/i18n/page';
import { log } from '@/lib/log';

interface Props {
  params: Promise<{ locale: string; rest: string[] }>;
}

// Any path no page claims (middleware.ts answers it with status 404): rendered per request so
// that each miss is logged with its path.
export const dynamicParams = true;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await resolveLocale(params);
  const t = await getTranslations({ locale, namespace: 'NotFound' });
  return { title: t('meta.title'), robots: { index: false, follow: true } };
}

export default async function UnknownPage({ params }: Props) {
  const locale = await resolveLocale(params);
  const { rest } = await params;
  log.warn('page_not_found', { path: `${locale === 'en' ? '/en' : ''}/${rest.join('/')}`, locale });
  return <NotFoundContent />;
}
