import { getTranslations } from 'next-intl/server';
import { Link } from '@/lib/i18n/link';

export async function NotFoundContent() {
  const t = await getTranslations('NotFound');
  return (
    <section className="container-page flex flex-col items-start gap-4 py-24">
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
