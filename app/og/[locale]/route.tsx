import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { ImageResponse } from 'next/og';
import { hasLocale } from 'next-intl';
import { getTranslations } from 'next-intl/server';
import { generateLocaleParams } from '@/lib/i18n/page';
import { routing } from '@/lib/i18n/routing';
import { site } from '@/lib/site';

// The social-card image per locale, rendered once at build time. Only those: any other
// `/og/<anything>` is a 404 that renders nothing and writes nothing to the route cache
// (dynamicParams = false; tests/e2e/odd-requests.spec.ts).
export const dynamic = 'force-static';
export const dynamicParams = false;
export const generateStaticParams = generateLocaleParams;

const file = (relative: string) => readFile(path.join(process.cwd(), relative));

// The site's own font, as the static TrueType instances next/og can read (its built-in font
// draws doubled word spaces and no bold), and the logo mark the header shows (public/icon.svg).
async function assets() {
  const [regular, bold, logo] = await Promise.all([
    file('assets/fonts/inter-latin-400.ttf'),
    file('assets/fonts/inter-latin-700.ttf'),
    file('public/icon.svg'),
  ]);
  return {
    fonts: [
      { name: 'Inter', data: regular, weight: 400 as const, style: 'normal' as const },
      { name: 'Inter', data: bold, weight: 700 as const, style: 'normal' as const },
    ],
    logo: `data:image/svg+xml;base64,${logo.toString('base64')}`,
  };
}

export async function GET(_request: Request, { params }: { params: Promise<{ locale: string }> }) {
  const { locale: requested } = await params;
  const locale = hasLocale(routing.locales, requested) ? requested : routing.defaultLocale;
  const t = await getTranslations({ locale, namespace: 'HomePage' });
  const brand = await getTranslations({ locale, namespace: 'Brand' });
  const { fonts, logo } = await assets();
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
        fontFamily: 'Inter',
      }}
    >
      <div
        style={{ display: 'flex', alignItems: 'center', gap: 24, fontSize: 40, fontWeight: 700 }}
      >
        {/* eslint-disable-next-line @next/next/no-img-element -- next/og draws an <img>, not next/image */}
        <img src={logo} width={72} height={72} alt="" />
        {site.name}
      </div>
      <div
        style={{ display: 'flex', fontSize: 64, fontWeight: 700, lineHeight: 1.15, maxWidth: 980 }}
      >
        {t('heading')}
      </div>
      <div style={{ display: 'flex', fontSize: 30, fontWeight: 400, color: '#d6e7f5' }}>
        {brand('tagline')}
      </div>
    </div>,
    { width: 1200, height: 630, fonts },
  );
}
