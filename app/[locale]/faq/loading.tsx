import { getTranslations } from 'next-intl/server';
import { routing } from '@/lib/i18n/routing';

// Shown during client-side navigation to the FAQ until its content arrives. Same intro band and
// card sizes as the page, so nothing jumps when it is replaced.
//
// loading.tsx gets no params, and asking next-intl for the request locale here would read the
// request headers and turn the FAQ route dynamic. So the status text is rendered in every
// language and the one not matching <html lang> is hidden with CSS: static, and no JavaScript.
export default async function Loading() {
  const labels = await Promise.all(
    routing.locales.map(async (locale) => {
      const t = await getTranslations({ locale, namespace: 'FaqPage' });
      return { locale, text: t('loading') };
    }),
  );
  return (
    <div role="status" aria-live="polite">
      {labels.map(({ locale, text }) => (
        <span key={locale} lang={locale} className={`sr-only ${hideUnless[locale]}`}>
          {text}
        </span>
      ))}
      <div aria-hidden="true" className="animate-pulse">
        <div className="bg-brand-900">
          <div className="container-page py-14 sm:py-20">
            <div className="h-10 max-w-md rounded-lg bg-brand-800 sm:h-14" />
            <div className="mt-5 h-5 max-w-2xl rounded bg-brand-800" />
            <div className="mt-3 h-5 max-w-xl rounded bg-brand-800" />
          </div>
        </div>
        <div className="container-page space-y-4 py-12 sm:py-16">
          {[0, 1, 2, 3, 4, 5].map((row) => (
            <div key={row} className="h-[86px] rounded-2xl border border-line bg-surface px-6 py-5">
              <div className="h-5 w-1/2 rounded bg-line" />
              <div className="mt-3 h-3.5 w-20 rounded bg-line" />
            </div>
          ))}
        </div>
      </div>
    </div>
  );
}

// Literal class names so Tailwind generates them.
const hideUnless: Record<(typeof routing.locales)[number], string> = {
  sv: '[html:not([lang=sv])_&]:hidden',
  en: '[html:not([lang=en])_&]:hidden',
};
