'use client';

import { Suspense, use, type ComponentProps } from 'react';
import { browserLog } from '@/lib/log';
import type { Carousel } from './carousel';
import { observeNear } from './use-embla-when-near';

type Props = ComponentProps<typeof Carousel> & {
  /** The id of an element around the carousel (its section): loading starts when it is near. */
  nearId: string;
};

/** Resolves when the element is near the viewport (at once where that cannot be known). */
function near(id: string): Promise<void> {
  return new Promise((resolve) => {
    const element = document.getElementById(id);
    if (!element || typeof IntersectionObserver === 'undefined') return resolve();
    observeNear(element, resolve);
  });
}

type CarouselModule = typeof import('./carousel');

// One promise per carousel, kept so that every render (and the retry after it resolves) reads
// the same one, as `use` requires. On the server the module is simply imported.
const loading = new Map<string, Promise<CarouselModule>>();

function loadWhenNear(id: string): Promise<CarouselModule> {
  let promise = loading.get(id);
  if (!promise) {
    promise = (typeof document === 'undefined' ? Promise.resolve() : near(id))
      .then(() => import('./carousel'))
      .catch((error: unknown) => {
        // Offline for a moment: the carousel stays as the server drew it (a readable row of
        // slides, as without JavaScript) rather than failing the page.
        browserLog.error('[carousel] could not load', error);
        return new Promise<never>(() => undefined);
      });
    loading.set(id, promise);
  }
  return promise;
}

function LoadedCarousel({ nearId, ...props }: Props) {
  const { Carousel } = use(loadWhenNear(nearId));
  return <Carousel {...props} />;
}

/**
 * A carousel below the fold whose code (controls, rotation, live region) is not part of the
 * page's JavaScript at load. The server renders it in full; in the browser its Suspense boundary
 * stays as the server drew it (readable, laid out by CSS) and React hydrates it once its chunk,
 * fetched when the section comes within 300 px of the viewport, has arrived: by the time its
 * controls are on screen, they work.
 */
export function CarouselWhenNear(props: Props) {
  return (
    <Suspense fallback={null}>
      <LoadedCarousel {...props} />
    </Suspense>
  );
}
