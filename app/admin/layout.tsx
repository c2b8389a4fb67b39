import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { inter } from '@/app/fonts';
import { adminLocale, adminTranslator } from '@/lib/admin/i18n';
import './admin.css';

// The back office (/admin): dynamic on every request (a session check and a fresh CSP nonce,
// middleware.ts), never indexed, its own <html> outside the public pages' localized layout.
export const dynamic = 'force-dynamic';

export async function generateMetadata(): Promise<Metadata> {
  const t = await adminTranslator('Admin');
  return {
    title: { template: `%s | ${t('title')}`, default: t('title') },
    robots: { index: false, follow: false },
  };
}

export default async function AdminLayout({ children }: { children: ReactNode }) {
  const locale = await adminLocale();
  const t = await adminTranslator('Admin');
  return (
    <html lang={locale} className={inter.variable}>
      <body className="min-h-dvh bg-canvas font-sans">
        <a
          href="#admin-main"
          className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded-md focus:bg-white focus:px-4 focus:py-2"
        >
          {t('skipToContent')}
        </a>
        {children}
      </body>
    </html>
  );
}
