import { getTranslations } from 'next-intl/server';
import { site } from '@/lib/site';

export async function Memberships() {
  const t = await getTranslations('HomePage.memberships');
  return (
    <section
      aria-labelledby="members-heading"
      className="render-when-near border-y border-line bg-surface py-10"
    >
      <div className="container-page flex flex-col items-center gap-6 lg:flex-row lg:justify-center lg:gap-12">
        <h2 id="members-heading" className="text-lg font-semibold text-brand-900">
          {t('heading')}
        </h2>
        <ul className="flex flex-col gap-4 sm:flex-row sm:gap-8">
          {site.memberships.map((membership) => (
            <li key={membership.id}>
              {/* The logo is decorative: the caption beside it names the organisation. */}
              <a
                href={membership.url}
                rel="noopener"
                className="flex min-h-11 flex-wrap items-center gap-4 rounded-xl p-2 hover:bg-brand-50"
              >
                {/* A plain img: an SVG gains nothing from next/image, which would add client JS. */}
                {/* eslint-disable-next-line @next/next/no-img-element */}
                <img
                  src={membership.logo}
                  alt=""
                  width={120}
                  height={48}
                  loading="lazy"
                  decoding="async"
                  className="h-12 w-30 shrink-0"
                />
                {/* On a phone the caption goes under the logo (flex-wrap), where a long Swedish
                    compound ("arbetsförmedlingstjänster") fits; min-w-0 + wrap-anywhere are the
                    last resort, so it never widens a 320 px page. */}
                <span className="max-w-56 min-w-0 text-sm wrap-anywhere hyphens-auto text-muted">
                  {t(`items.${membership.id}`)}
                </span>
              </a>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
