import { ImageResponse } from 'next/og';
import { hasLocale } from 'next-intl';
import { getTranslations } from 'next-intl/server';
import { generateLocaleParams } from '@/lib/i18n/page';
import { routing } from '@/lib/i18n/routing';
import { site } from '@/lib/site';

// The social-card image per locale, rendered once at build time.
export const dynamic = 'force-static';
export const generateStaticParams = generateLocaleParams;

export async function GET(_request: Request, { params }: { params: Promise<{ locale: string }> }) {
  const { locale: requested } = await params;
  const locale = hasLocale(routing.locales, requested) ? requested : routing.defaultLocale;
  const t = await getTranslations({ locale, namespace: 'HomePage' });
  const brand = await getTranslations({ locale, namespace: 'Brand' });
  return new ImageResponse(
    <div
      style={{
        width: '100%',
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'space-between',
        padding: 72,
        background: 'linear-gradient(135deg, #0c2748 0%, #174a80 60%, #2b6cb0 100%)',
        color: 'white',
      }}
    >
      <div
        style={{ display: 'flex', alignItems: 'center', gap: 20, fontSize: 40, fontWeight: 700 }}
      >
        <div style={{ width: 64, height: 64, borderRadius: 16, background: '#f6b94a' }} />
        {site.name}
      </div>
      <div
        style={{ display: 'flex', fontSize: 64, fontWeight: 700, lineHeight: 1.15, maxWidth: 980 }}
      >
        {t('heading')}
      </div>
      <div style={{ display: 'flex', fontSize: 30, color: '#d6e7f5' }}>{brand('tagline')}</div>
    </div>,
    { width: 1200, height: 630 },
  );
}
