import { getLocale, getTranslations } from 'next-intl/server';
import { site } from '@/lib/site';
import { initials, quoted } from './initials';

export async function CeoQuote() {
  const locale = await getLocale();
  const t = await getTranslations('HomePage.ceo');
  return (
    <section aria-labelledby="ceo-heading" className="render-when-near bg-brand-50 py-16 sm:py-24">
      <div className="container-page max-w-4xl">
        <h2
          id="ceo-heading"
          className="text-sm font-semibold uppercase tracking-wide text-brand-700"
        >
          {t('heading')}
        </h2>
        <figure className="mt-4">
          <blockquote className="text-2xl font-medium leading-snug text-brand-900 sm:text-3xl">
            <p>{quoted(t('quote'), locale)}</p>
          </blockquote>
          <figcaption className="mt-8 flex items-center gap-4">
            <span
              aria-hidden="true"
              className="inline-flex size-14 shrink-0 items-center justify-center rounded-full bg-brand-700 text-lg font-bold text-white"
            >
              {initials(site.ceo.name)}
            </span>
            <div>
              <p className="font-semibold text-ink">{site.ceo.name}</p>
              <p className="text-sm text-muted">{t('role')}</p>
              <a
                href={site.ceo.profileUrl}
                rel="noopener"
                className="mt-1 inline-flex min-h-11 items-center gap-2 font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-900"
              >
                <svg viewBox="0 0 24 24" aria-hidden="true" className="size-5" fill="currentColor">
                  <path d="M4 3h16a1 1 0 0 1 1 1v16a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1V4a1 1 0 0 1 1-1zm3 7v8h2.5v-8zm1.25-4a1.4 1.4 0 1 0 0 2.8 1.4 1.4 0 0 0 0-2.8zM11 10v8h2.5v-4.2c0-1.1.6-1.8 1.5-1.8s1.5.6 1.5 1.8V18H19v-4.8c0-2.3-1.3-3.4-3-3.4-1.2 0-2 .6-2.5 1.3V10z" />
                </svg>
                {t('profile', { name: site.ceo.name })}
              </a>
            </div>
          </figcaption>
        </figure>
      </div>
    </section>
  );
}
