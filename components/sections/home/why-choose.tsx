import { getTranslations } from 'next-intl/server';
import { Section } from '@/components/sections/shared/section';
import { Carousel } from '@/components/ui/carousel';
import { carouselLabels } from '@/components/ui/carousel-labels';
import { Icon } from '@/components/ui/icon';

const reasons = ['partner', 'time', 'solutions', 'care'] as const;

/** Four reasons, rotating every 6 s; hovering (or keyboard focus) holds the rotation. */
export async function WhyChoose() {
  const t = await getTranslations('HomePage.whyChoose');
  const { labels, slideLabel } = await carouselLabels(reasons.length);
  const slides = reasons.map((key, index) => ({
    id: key,
    label: slideLabel(index),
    content: (
      <article className="card h-full bg-canvas">
        <span className="inline-flex size-12 items-center justify-center rounded-full bg-accent-400 text-ink">
          <Icon name={key} className="size-6" strokeWidth={2} />
        </span>
        <h3 className="mt-4 text-xl font-bold text-brand-900">{t(`items.${key}.title`)}</h3>
        <p className="mt-2 text-muted">{t(`items.${key}.description`)}</p>
      </article>
    ),
  }));
  return (
    <Section id="why" heading={t('heading')} intro={t('intro')} tone="white" size="home">
      <Carousel
        label={t('carouselLabel')}
        labels={labels}
        slides={slides}
        autoplay={{ delay: 6000, stopOnInteraction: false }}
        slideClassName="basis-full sm:basis-1/2 lg:basis-1/3"
        className="mt-6"
      />
    </Section>
  );
}
