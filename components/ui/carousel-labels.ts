import { getTranslations } from 'next-intl/server';
import type { CarouselLabels } from './carousel';

/** The carousel's localized control names and a "n of m" label per slide, built on the server. */
export async function carouselLabels(total: number) {
  const t = await getTranslations('Carousel');
  const labels: CarouselLabels = {
    roleDescription: t('roleDescription'),
    slideRoleDescription: t('slideRoleDescription'),
    previous: t('previous'),
    next: t('next'),
    pause: t('pause'),
    play: t('play'),
  };
  const slideLabel = (index: number) => t('slideLabel', { index: index + 1, total });
  return { labels, slideLabel };
}
