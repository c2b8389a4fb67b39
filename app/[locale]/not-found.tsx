import type { Metadata } from 'next';
import { useTranslations } from 'next-intl';
import { Link } from '@/lib/i18n/navigation';

export const metadata: Metadata = { robots: { index: false, follow: true } };

export default function NotFound() {
  const t = useTranslations('NotFound');
  return (
    <section className="container-page flex flex-col items-start gap-4 py-24">
      <title>{t('meta.title')}</title>
      <p className="text-6xl font-bold text-brand-700" aria-hidden="true">
        {t('code')}
      </p>
      <h1 className="text-3xl font-bold">
        <span className="sr-only">{t('code')} – </span>
        {t('heading')}
      </h1>
      <p className="text-muted">{t('body')}</p>
      <Link href="/" className="btn btn-primary">
        {t('home')}
      </Link>
    </section>
  );
}
