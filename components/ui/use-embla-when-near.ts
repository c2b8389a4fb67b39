'use client';

import type { EmblaCarouselType, EmblaOptionsType } from 'embla-carousel';
import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import { browserLog } from '@/lib/log';

/** How far below (or above) the viewport a carousel starts loading its engine. */
const NEAR = '300px';

/**
 * Embla for a carousel whose slides the server already laid out: the engine (a separate chunk)
 * is fetched and started only when the carousel comes near the viewport, so a page whose
 * carousels sit below the fold does not load or run it during its first paint. Until then the
 * API is undefined and the carousel is a static row of slides. The viewport is a ref object, not
 * a callback ref into state: a state update from a ref would render the carousel a second time
 * during hydration for nothing visible.
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
  const viewportRef = useRef<HTMLDivElement>(null);
  const [api, setApi] = useState<EmblaCarouselType>();
  const [near, setNear] = useState(false);

  useEffect(() => {
    const viewport = viewportRef.current;
    if (!viewport || near) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: `${NEAR} 0px` },
    );
    observer.observe(viewport);
    return () => observer.disconnect();
  }, [near]);

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
  }, [near, options]);

  const startNow = useCallback(() => setNear(true), []);
  return [viewportRef, api, startNow];
}
