import { getLocale, getMessages, getTranslations } from 'next-intl/server';
import { Section } from '@/components/sections/shared/section';
import { Carousel } from '@/components/ui/carousel';
import { carouselLabels } from '@/components/ui/carousel-labels';
import { QuoteMark } from '@/components/ui/icon';
import { initials, quoted } from './initials';

interface Testimonial {
  quote: string;
  name: string;
  title?: string;
}

/** The 11 testimonials from the messages, rotating every 4 s until the visitor takes over. */
export async function Testimonials() {
  const locale = await getLocale();
  const t = await getTranslations('HomePage.testimonials');
  const items: Testimonial[] = (await getMessages()).HomePage.testimonials.items;
  const { labels, slideLabel } = await carouselLabels(items.length);
  const slides = items.map((item, index) => ({
    id: `testimonial-${index}`,
    label: slideLabel(index),
    content: (
      <figure className="card flex h-full flex-col shadow-sm">
        <QuoteMark className="size-8 text-accent-500" />
        <blockquote className="mt-3 flex-1 text-ink">
          <p>{quoted(item.quote, locale)}</p>
        </blockquote>
        <figcaption className="mt-6 flex items-center gap-3">
          <span aria-hidden="true" className="avatar-initials">
            {initials(item.name)}
          </span>
          <span>
            <span className="block font-semibold text-ink">{item.name}</span>
            {item.title ? <span className="block text-sm text-muted">{item.title}</span> : null}
          </span>
        </figcaption>
      </figure>
    ),
  }));
  return (
    <Section id="testimonials" heading={t('heading')} intro={t('intro')} tone="none" size="home">
      <Carousel
        label={t('carouselLabel')}
        labels={labels}
        slides={slides}
        autoplay={{ delay: 4000, stopOnInteraction: true }}
        slideClassName="basis-full md:basis-1/2 lg:basis-1/3"
        className="mt-6"
      />
    </Section>
  );
}
