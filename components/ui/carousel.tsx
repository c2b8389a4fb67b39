'use client';

import type { EmblaCarouselType } from 'embla-carousel';
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { browserLog } from '@/lib/log';
import {
  rotationControlAttribute,
  useCarouselAutoplay,
  type AutoplayBehaviour,
} from './carousel-autoplay';
import { mediaMatches, reducedMotionQuery } from './use-media-query';
import { useNear } from './use-near';

export interface CarouselLabels {
  roleDescription: string;
  slideRoleDescription: string;
  previous: string;
  next: string;
  pause: string;
  play: string;
}

export interface CarouselSlide {
  id: string;
  /** "3 of 11", localized by the server. */
  label: string;
  content: ReactNode;
}

interface Props {
  /** Accessible name of the region. */
  label: string;
  labels: CarouselLabels;
  slides: CarouselSlide[];
  autoplay: AutoplayBehaviour;
  /** Width of one slide per breakpoint, e.g. "basis-full md:basis-1/2". */
  slideClassName: string;
  className?: string;
}

const EMBLA_OPTIONS = { loop: true, align: 'start' } as const;

const controlClass = 'carousel-control';

/** One slide on or back, wrapping at either end; a jump under reduced motion. */
function move(api: EmblaCarouselType, direction: 1 | -1) {
  const jump = mediaMatches(reducedMotionQuery);
  if (direction === 1) {
    if (api.canScrollNext()) api.scrollNext(jump);
    else api.scrollTo(0, jump);
  } else if (api.canScrollPrev()) api.scrollPrev(jump);
  else api.scrollTo(api.scrollSnapList().length - 1, jump);
}

/**
 * An accessible auto-rotating carousel (WAI-ARIA APG pattern): a named region, slides as
 * labelled groups, a rotation toggle first, then previous/next. The slides are server-rendered
 * and laid out by CSS alone, so nothing moves when the script arrives. Embla (a separate chunk)
 * is fetched and started only when the carousel comes near the viewport (useNear), so a page
 * whose carousels sit below the fold does not load or run it during its first paint; until then
 * the carousel is a static row of slides.
 */
export function Carousel({ label, labels, slides, autoplay, slideClassName, className }: Props) {
  const [viewportRef, near, startNow] = useNear<HTMLDivElement>();
  const [api, setApi] = useState<EmblaCarouselType>();
  const [selected, setSelected] = useState(0);
  // A press on previous/next before embla has arrived starts it and moves once it is there.
  const pendingMove = useRef<1 | -1 | null>(null);

  useEffect(() => {
    const viewport = viewportRef.current;
    if (!viewport || !near) return;
    let embla: EmblaCarouselType | undefined;
    let cancelled = false;
    import('embla-carousel')
      .then(({ default: EmblaCarousel }) => {
        if (cancelled) return;
        const started = EmblaCarousel(viewport, EMBLA_OPTIONS);
        // destroy() drops these listeners too.
        const onSelect = () => setSelected(started.selectedScrollSnap());
        started.on('select', onSelect).on('reInit', onSelect);
        embla = started;
        setApi(started);
        if (pendingMove.current !== null) move(started, pendingMove.current);
        pendingMove.current = null;
      })
      .catch((error: unknown) => browserLog.error('[carousel] could not load embla', error));
    return () => {
      cancelled = true;
      embla?.destroy();
      setApi(undefined);
    };
  }, [near, viewportRef]);

  const advance = useCallback(() => api && move(api, 1), [api]);
  const rotation = useCarouselAutoplay(autoplay, api ? advance : undefined);

  const onNavigate = (direction: 1 | -1) => {
    rotation.interacted();
    if (api) return move(api, direction);
    pendingMove.current = direction;
    startNow();
  };

  return (
    <section
      aria-roledescription={labels.roleDescription}
      aria-label={label}
      className={className}
      {...rotation.regionProps}
    >
      <div className="mb-4 flex items-center justify-end gap-2">
        <button
          type="button"
          {...{ [rotationControlAttribute]: '' }}
          onClick={rotation.toggle}
          className={controlClass}
        >
          <span className="sr-only">{rotation.stopped ? labels.play : labels.pause}</span>
          <svg viewBox="0 0 24 24" aria-hidden="true" className="size-5" fill="currentColor">
            {rotation.stopped ? (
              <path d="M8 5v14l11-7z" />
            ) : (
              <path d="M7 5h4v14H7zM13 5h4v14h-4z" />
            )}
          </svg>
        </button>
        {([-1, 1] as const).map((direction) => (
          <button
            key={direction}
            type="button"
            onClick={() => onNavigate(direction)}
            className={controlClass}
          >
            <span className="sr-only">{direction === 1 ? labels.next : labels.previous}</span>
            <svg
              viewBox="0 0 24 24"
              aria-hidden="true"
              className="size-5"
              fill="none"
              stroke="currentColor"
              strokeWidth="2.5"
              strokeLinecap="round"
              strokeLinejoin="round"
            >
              <path d={direction === 1 ? 'M9 6l6 6-6 6' : 'M15 6l-6 6 6 6'} />
            </svg>
          </button>
        ))}
      </div>
      <div ref={viewportRef} className="overflow-hidden">
        <div className="-ml-4 flex touch-pan-y">
          {slides.map((slide) => (
            <div
              key={slide.id}
              role="group"
              aria-roledescription={labels.slideRoleDescription}
              aria-label={slide.label}
              className={`carousel-slide ${slideClassName}`}
            >
              {slide.content}
            </div>
          ))}
        </div>
      </div>
      <p className="sr-only" aria-live="polite" aria-atomic="true">
        {rotation.stopped ? slides[selected]?.label : ''}
      </p>
    </section>
  );
}
