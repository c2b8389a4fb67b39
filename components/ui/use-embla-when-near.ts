'use client';

import type { EmblaCarouselType, EmblaOptionsType } from 'embla-carousel';
import { useEffect, useState } from 'react';

/** How far below (or above) the viewport a carousel starts loading its engine. */
const NEAR = '300px';

/**
 * Embla for a carousel whose slides the server already laid out: the engine (a separate chunk)
 * is fetched and started only when the carousel comes near the viewport, so a page whose
 * carousels sit below the fold does not load or run it during its first paint. Until then the
 * API is undefined and the carousel is a static row of slides.
 */
export function useEmblaWhenNear(
  /** Keep it stable (a module constant): new options restart the carousel. */
  options: EmblaOptionsType,
): [(node: HTMLElement | null) => void, EmblaCarouselType | undefined] {
  const [viewport, setViewport] = useState<HTMLElement | null>(null);
  const [api, setApi] = useState<EmblaCarouselType>();

  useEffect(() => {
    if (!viewport) return;
    let embla: EmblaCarouselType | undefined;
    let cancelled = false;
    const start = () => {
      observer.disconnect();
      import('embla-carousel')
        .then(({ default: EmblaCarousel }) => {
          if (cancelled) return;
          embla = EmblaCarousel(viewport, options);
          setApi(embla);
        })
        .catch((error: unknown) => console.error('[carousel] could not load embla', error));
    };
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) start();
      },
      { rootMargin: `${NEAR} 0px` },
    );
    observer.observe(viewport);
    return () => {
      cancelled = true;
      observer.disconnect();
      embla?.destroy();
      setApi(undefined);
    };
  }, [viewport, options]);

  return [setViewport, api];
}
