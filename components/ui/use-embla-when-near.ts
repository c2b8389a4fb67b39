'use client';

import type { EmblaCarouselType, EmblaOptionsType } from 'embla-carousel';
import { useEffect, useState, type RefObject } from 'react';
import { browserLog } from '@/lib/log';
import { useNear } from './use-near';

/**
 * Embla for a carousel whose slides the server already laid out: the engine (a separate chunk)
 * is fetched and started only when the carousel comes near the viewport (useNear), so a page
 * whose carousels sit below the fold does not load or run it during its first paint. Until then
 * the API is undefined and the carousel is a static row of slides.
 */
export function useEmblaWhenNear(
  /** Keep it stable (a module constant): new options restart the carousel. */
  options: EmblaOptionsType,
): [
  ref: RefObject<HTMLDivElement | null>,
  api: EmblaCarouselType | undefined,
  /** Start now, e.g. when the visitor presses a control before the carousel came near. */
  startNow: () => void,
] {
  const [viewportRef, near, startNow] = useNear<HTMLDivElement>();
  const [api, setApi] = useState<EmblaCarouselType>();

  useEffect(() => {
    const viewport = viewportRef.current;
    if (!viewport || !near) return;
    let embla: EmblaCarouselType | undefined;
    let cancelled = false;
    import('embla-carousel')
      .then(({ default: EmblaCarousel }) => {
        if (cancelled) return;
        embla = EmblaCarousel(viewport, options);
        setApi(embla);
      })
      .catch((error: unknown) => browserLog.error('[carousel] could not load embla', error));
    return () => {
      cancelled = true;
      embla?.destroy();
      setApi(undefined);
    };
  }, [near, options, viewportRef]);

  return [viewportRef, api, startNow];
}
