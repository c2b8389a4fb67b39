import { getTranslations } from 'next-intl/server';
import { Icon } from '@/components/ui/icon';
import { Link } from '@/lib/i18n/link';
import { AboutEffects } from './about-effects';
import { rainbowColors } from './effect-settings';

const rainbow = `linear-gradient(90deg, ${rainbowColors.join(', ')})`;
const panel = 'rounded-2xl bg-white/80 p-6 shadow-sm ring-1 ring-line sm:p-8';
const sections = ['philosophy', 'mission', 'conclusion'] as const;

/**
 * The About page: plain, readable text on near-opaque panels, over a decorative show drawn on one
 * canvas behind it. `clip-path` keeps the fixed canvas inside this block (not over the footer).
 */
export async function AboutShow() {
  const t = await getTranslations('AboutPage');
  return (
    <div className="relative isolate [clip-path:inset(0)]">
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-20 bg-[linear-gradient(160deg,#fff1f3_0%,#fff8e6_25%,#eefbf3_50%,#eaf4ff_75%,#f5efff_100%)]"
      />
      <AboutEffects labels={{ pause: t('showPause'), play: t('showPlay') }} />
      <div className="container-page pt-20 pb-12 sm:py-20">
        <header className="mx-auto max-w-3xl rounded-3xl bg-white/80 p-8 text-center shadow-lg ring-1 ring-line sm:p-12 hero-fade">
          <h1 data-burst className="text-display font-bold text-brand-900">
            {t('heading')}
          </h1>
          <div
            aria-hidden="true"
            className="mx-auto mt-5 h-1.5 w-40 rounded-full"
            style={{ backgroundImage: rainbow }}
          />
          <p data-burst className="mt-6 text-xl text-muted">
            {t('subtitle')}
          </p>
          <p
            data-burst
            className="mt-6 inline-block rounded-2xl bg-brand-900 px-4 py-2 text-sm font-semibold text-white"
          >
            {t('spoiler')}
          </p>
        </header>

        <div className="mx-auto mt-10 max-w-3xl space-y-6">
          <p data-burst className={`${panel} text-lg leading-relaxed`}>
            {t('intro')}
          </p>
          {sections.map((key, index) => (
            <section
              key={key}
              aria-labelledby={`about-${key}`}
              className={`${panel} border-l-8`}
              style={{ borderLeftColor: rainbowColors[(index * 3) % rainbowColors.length] }}
            >
              <h2 id={`about-${key}`} className="text-2xl font-bold text-brand-900">
                {t(`${key}.heading`)}
              </h2>
              <p data-burst className="mt-3 leading-relaxed">
                {t(`${key}.text`)}
              </p>
            </section>
          ))}
          <div className="rounded-3xl bg-brand-900 p-8 text-center text-white sm:p-12">
            <p data-burst className="text-lg text-brand-100">
              {t('finalMessage')}
            </p>
            <p
              data-burst
              className="mt-3 flex items-center justify-center gap-3 text-2xl font-bold"
            >
              <Icon name="sparkle" strokeWidth={2} className="size-7 shrink-0 text-accent-400" />
              {t('fireworks')}
              <Icon name="sparkle" strokeWidth={2} className="size-7 shrink-0 text-accent-400" />
            </p>
            <Link data-burst href="/contact" className="btn btn-accent mt-8 px-6 py-3 text-base">
              {t('cta')}
            </Link>
          </div>
        </div>
      </div>
    </div>
  );
}
