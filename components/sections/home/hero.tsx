import { getTranslations } from 'next-intl/server';
import { Link } from '@/lib/i18n/link';
import { Icon } from '@/components/ui/icon';
import { ScrollLink } from '@/components/ui/scroll-link';
import { problemKeys, serviceHref } from './service-links';

const statKeys = ['years', 'nationwide', 'processes'] as const;

export async function Hero({ nextSectionId }: { nextSectionId: string }) {
  const t = await getTranslations('HomePage');
  return (
    <section
      aria-labelledby="hero-heading"
      className="relative overflow-hidden bg-brand-900 text-white"
    >
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-0 bg-[radial-gradient(60rem_30rem_at_85%_-10%,rgb(43_108_176/0.55),transparent),radial-gradient(40rem_24rem_at_-10%_110%,rgb(246_185_74/0.18),transparent)]"
      />
      <div className="container-page relative flex min-h-[calc(100svh-var(--header-height))] flex-col py-12 sm:py-16">
        <div className="my-auto hero-fade">
          <h1 id="hero-heading" className="max-w-3xl text-display font-bold">
            {t('heading')}
          </h1>
          <p className="mt-5 max-w-2xl text-lg text-brand-100 sm:text-xl">{t('hero.subtitle')}</p>

          <p
            id="hero-shortcuts"
            className="mt-8 text-sm font-semibold uppercase tracking-wide text-accent-400"
          >
            {t('hero.shortcutsLabel')}
          </p>
          <ul
            aria-labelledby="hero-shortcuts"
            className="mt-3 grid gap-3 sm:grid-cols-2 lg:grid-cols-4"
          >
            {problemKeys.map((key) => (
              <li key={key}>
                <Link href={serviceHref[key]} className="group hero-shortcut">
                  {t(`hero.shortcuts.${key}`)}
                  <Icon name="arrow" strokeWidth={2} className="hero-shortcut-arrow" />
                </Link>
              </li>
            ))}
          </ul>

          <Link href="/booking" className="btn btn-accent mt-8 px-6 py-3 text-base">
            {t('hero.cta')}
          </Link>

          <dl
            aria-label={t('hero.statsLabel')}
            className="mt-10 grid gap-3 border-t border-white/15 pt-8 min-[480px]:grid-cols-3 sm:gap-6"
          >
            {statKeys.map((key) => (
              // Narrow phones: one row per figure (value, then label); wider: three columns.
              <div key={key} className="hero-stat">
                <dt className="text-sm text-brand-100">{t(`hero.stats.${key}.label`)}</dt>
                <dd className="shrink-0 text-2xl font-bold text-white sm:text-3xl">
                  {t(`hero.stats.${key}.value`)}
                </dd>
              </div>
            ))}
          </dl>
        </div>
        <ScrollLink
          targetId={nextSectionId}
          offset={80}
          className="mt-8 inline-flex size-12 items-center justify-center self-center rounded-full border border-white/30 text-white transition-colors hover:bg-white/10"
        >
          <span className="sr-only">{t('hero.scrollLabel')}</span>
          <svg
            viewBox="0 0 24 24"
            aria-hidden="true"
            className="size-6"
            fill="none"
            stroke="currentColor"
            strokeWidth="2.5"
            strokeLinecap="round"
            strokeLinejoin="round"
          >
            <path d="M6 9l6 6 6-6" />
          </svg>
        </ScrollLink>
      </div>
    </section>
  );
}
