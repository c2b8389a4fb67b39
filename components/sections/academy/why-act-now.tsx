import { getLocale, getTranslations } from 'next-intl/server';
import { BenefitGrid, type Benefit } from '@/components/sections/shared/benefit-grid';
import { Section } from '@/components/sections/shared/section';
import { formatAcademyDate, formatAmount } from '@/lib/academy/format';
import { ACADEMY_LAUNCH, ACADEMY_OFFER_LAST_DAY, type AcademyOffer } from '@/lib/academy/offer';
import { REGISTRATION_ID, REGISTRATION_OFFSET } from './academy-hero';
import { ScrollToFormLink } from './scroll-to-form-link';

/** Reasons to register now; the offer reason only while the introductory price applies. */
export async function WhyActNow({ offer }: { offer: AcademyOffer }) {
  const locale = await getLocale();
  const t = await getTranslations('AcademyPage');
  const deadline = formatAcademyDate(ACADEMY_OFFER_LAST_DAY, locale);
  const items: Benefit[] = [
    {
      key: 'rules',
      icon: 'shield',
      title: t('whyNow.items.rules.title'),
      text: t('whyNow.items.rules.text'),
    },
    {
      key: 'competition',
      icon: 'target',
      title: t('whyNow.items.competition.title'),
      text: t('whyNow.items.competition.text'),
    },
    offer.launched
      ? {
          key: 'start',
          icon: 'bolt',
          title: t('whyNow.items.startNow.title'),
          text: t('whyNow.items.startNow.text'),
        }
      : {
          key: 'start',
          icon: 'calendar',
          title: t('whyNow.items.startAtLaunch.title'),
          text: t('whyNow.items.startAtLaunch.text', {
            date: formatAcademyDate(ACADEMY_LAUNCH, locale),
          }),
        },
  ];
  if (offer.introValid) {
    items.push({
      key: 'offer',
      icon: 'tag',
      title: t('whyNow.items.offer.title', { deadline }),
      text: t('whyNow.items.offer.text', {
        deadline,
        price: formatAmount(offer.introPrice, locale),
        regular: formatAmount(offer.regularPrice, locale),
      }),
    });
  }
  return (
    <Section id="why-now" heading={t('whyNow.heading')} tone="brand">
      <BenefitGrid items={items} columns={items.length === 4 ? 4 : 3} />
      <ScrollToFormLink
        targetId={REGISTRATION_ID}
        offset={REGISTRATION_OFFSET}
        className="btn btn-primary mt-10"
      >
        {t('registerCta')}
      </ScrollToFormLink>
    </Section>
  );
}
