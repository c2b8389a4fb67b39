import type { Messages } from 'next-intl';
import { getLocale, getTranslations } from 'next-intl/server';
import { BenefitGrid, benefitsFrom } from '@/components/sections/shared/benefit-grid';
import { Section } from '@/components/sections/shared/section';
import type { IconName } from '@/components/ui/icon';
import { formatAmount } from '@/lib/academy/format';
import { formatLongDate } from '@/lib/i18n/dates';
import { ACADEMY_LAUNCH, ACADEMY_OFFER_LAST_DAY, type AcademyOffer } from '@/lib/academy/offer';
import { REGISTRATION_ID, REGISTRATION_OFFSET } from './academy-hero';
import { ScrollLink } from '@/components/ui/scroll-link';

/** Reasons to register now; the offer reason only while the introductory price applies. */
export async function WhyActNow({ offer }: { offer: AcademyOffer }) {
  const locale = await getLocale();
  const t = await getTranslations('AcademyPage');
  const values = {
    date: formatLongDate(ACADEMY_LAUNCH, locale),
    deadline: formatLongDate(ACADEMY_OFFER_LAST_DAY, locale),
    price: formatAmount(offer.introPrice, locale),
    regular: formatAmount(offer.regularPrice, locale),
  };
  const reasons: { key: keyof Messages['AcademyPage']['whyNow']['items']; icon: IconName }[] = [
    { key: 'rules', icon: 'shield' },
    { key: 'competition', icon: 'target' },
    offer.launched ? { key: 'startNow', icon: 'bolt' } : { key: 'startAtLaunch', icon: 'calendar' },
  ];
  if (offer.introValid) reasons.push({ key: 'offer', icon: 'tag' });
  const items = benefitsFrom(reasons, (key, field) => t(`whyNow.items.${key}.${field}`, values));
  return (
    <Section id="why-now" heading={t('whyNow.heading')} tone="brand">
      <BenefitGrid items={items} columns={items.length === 4 ? 4 : 3} />
      <ScrollLink
        targetId={REGISTRATION_ID}
        offset={REGISTRATION_OFFSET}
        className="btn btn-primary mt-10"
      >
        {t('registerCta')}
      </ScrollLink>
    </Section>
  );
}
