import { getLocale, getTranslations } from 'next-intl/server';
import { Icon } from '@/components/ui/icon';
import { formatAmount } from '@/lib/academy/format';
import { formatLongDate } from '@/lib/i18n/dates';
import { ACADEMY_LAUNCH, ACADEMY_OFFER_LAST_DAY, type AcademyOffer } from '@/lib/academy/offer';
import { ScrollLink } from '@/components/ui/scroll-link';

export const REGISTRATION_ID = 'registration';
export const REGISTRATION_OFFSET = 100;

interface Props {
  offer: AcademyOffer;
}

/** Launch date, price (introductory while it runs) and the register button in the intro band. */
export async function AcademyHero({ offer }: Props) {
  const [locale, t] = await Promise.all([getLocale(), getTranslations('AcademyPage')]);
  const launchDate = formatLongDate(ACADEMY_LAUNCH, locale);
  const amount = (value: number) => formatAmount(value, locale);
  return (
    <div className="mt-8 grid gap-8 lg:grid-cols-[1fr_auto] lg:items-end">
      <div>
        <p className="flex items-center gap-2 font-semibold text-white">
          <Icon name="calendar" className="size-5 text-accent-400" />
          {offer.launched
            ? t('launchPast', { date: launchDate })
            : t('launchUpcoming', { date: launchDate })}
        </p>
        <ScrollLink
          targetId={REGISTRATION_ID}
          offset={REGISTRATION_OFFSET}
          className="btn btn-accent mt-6"
        >
          {t('registerCta')}
        </ScrollLink>
      </div>
      <div
        className="rounded-2xl bg-white p-6 text-ink shadow-lg sm:min-w-80"
        data-testid="academy-price"
      >
        {offer.introValid ? (
          <p className="text-sm font-semibold text-accent-700">
            {t('introOffer', { deadline: formatLongDate(ACADEMY_OFFER_LAST_DAY, locale) })}
          </p>
        ) : (
          <p className="text-sm font-semibold text-muted">{t('priceLabel')}</p>
        )}
        {/* The price that applies now: the introductory one while it runs. */}
        <p className="mt-1 text-3xl font-bold text-brand-900">
          {t('price', { price: amount(offer.price) })}{' '}
          <span className="text-base font-medium text-muted">{t('vat')}</span>
        </p>
        {offer.introValid ? (
          <p className="mt-1 text-sm text-muted">
            {t('introRegular', {
              price: amount(offer.regularPrice),
              saving: amount(offer.saving),
            })}
          </p>
        ) : null}
      </div>
    </div>
  );
}
