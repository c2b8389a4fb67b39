import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import { getTranslations } from 'next-intl/server';
import { inter } from '@/app/fonts';
import { ChatButton } from '@/components/chat/chat-button';
import { Footer } from '@/components/layout/footer';
import { Header } from '@/components/layout/header';
import { JsonLd } from '@/components/seo/json-ld';
import { AppToaster } from '@/components/ui/toaster-slot';
import { Link } from '@/lib/i18n/link';
import { generateLocaleParams, resolveLocale, type LocaleParams } from '@/lib/i18n/page';
import { organizationJsonLd, webSiteJsonLd } from '@/lib/seo/json-ld';
import { site, telHref } from '@/lib/site';
import '@/app/site.css';

export const generateStaticParams = generateLocaleParams;
// Only sv and en exist: any other first segment (e.g. /missing.png) is the static root 404.
export const dynamicParams = false;

export const viewport: Viewport = { themeColor: '#174a80', width: 'device-width', initialScale: 1 };

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  await resolveLocale(params);
  return {
    metadataBase: new URL(site.url),
    title: { template: `%s | ${site.name}`, default: site.name },
    applicationName: site.name,
    // The SVG for browsers that take it, the ICO for the rest (and for /favicon.ico requests
    // that never read the page), a 180 px PNG for home screens (public/, `npm run icons`).
    icons: {
      icon: [
        { url: '/favicon.ico', sizes: '16x16 32x32 48x48' },
        { url: '/icon.svg', type: 'image/svg+xml' },
      ],
      apple: [{ url: '/apple-touch-icon.png', sizes: '180x180' }],
    },
    formatDetection: { telephone: false },
  };
}

export default async function LocaleLayout({
  children,
  params,
}: LocaleParams & { children: ReactNode }) {
  const locale = await resolveLocale(params);
  const t = await getTranslations('Footer');
  const tForms = await getTranslations('Forms');
  const tChat = await getTranslations('Chat');
  const chatSiteId = site.chat.siteId[locale];
  const contactLink = 'font-semibold whitespace-nowrap text-brand-700 underline';
  return (
    // data-chat: the page keeps room for the chat button (app/globals.css).
    <html lang={locale} className={inter.variable} data-chat={chatSiteId ? '' : undefined}>
      {/* No NextIntlClientProvider here: the layout's client leaves get their texts and the
          language as props, so pages without a form or the calculator ship no use-intl. Those
          pages wrap their form or calculator in a provider with just its messages. */}
      <body className="flex min-h-dvh flex-col font-sans">
        <Header />
        <main id="main" tabIndex={-1} className="flex-1 pt-(--header-height) outline-none">
          {children}
        </main>
        <Footer />
        <AppToaster label={tForms('notifications')} />
        <JsonLd data={[organizationJsonLd(t('description')), webSiteJsonLd()]} />
        <ChatButton
          locale={locale}
          scriptUrl={site.chat.scriptUrl}
          siteId={chatSiteId}
          texts={{
            button: tChat('button'),
            noticeTitle: tChat('noticeTitle'),
            notice: tChat.rich('notice', {
              provider: site.providers.chat.name,
              link: (chunks) => (
                <Link href="/privacy-policy" className={contactLink}>
                  {chunks}
                </Link>
              ),
            }),
            start: tChat('start'),
            cancel: tChat('cancel'),
            loading: tChat('loading'),
            failedTitle: tChat('failedTitle'),
            failedHelp: tChat.rich('failedHelp', {
              emailAddress: site.email,
              phoneNumber: site.phone,
              email: (chunks) => (
                <a href={`mailto:${site.email}`} className={contactLink}>
                  {chunks}
                </a>
              ),
              phone: (chunks) => (
                <a href={telHref(site.phone)} className={contactLink}>
                  {chunks}
                </a>
              ),
            }),
            close: tChat('close'),
          }}
        />
      </body>
    </html>
  );
}
