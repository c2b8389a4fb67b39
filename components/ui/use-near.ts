'use client';

import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';

/** How far below (or above) the viewport an element counts as near. */
const NEAR = '300px';

/**
 * Whether the element has come within 300 px of the viewport (once near, it stays near): for
 * work that only matters when the visitor is about to see the element, such as a carousel's
 * engine or the footer's local office time, so a page does not load or run it for content below
 * the fold during its start. The ref is a ref object, not a callback ref into state, which would
 * render the component a second time during hydration for nothing visible. `nearNow` makes it
 * near at once (a press on a control before the element came near). Browsers without
 * IntersectionObserver count every element as near.
 */
export function useNear<T extends Element>(): [
  ref: RefObject<T | null>,
  near: boolean,
  nearNow: () => void,
] {
  const ref = useRef<T>(null);
  const [near, setNear] = useState(false);
  const nearNow = useCallback(() => setNear(true), []);

  useEffect(() => {
    const element = ref.current;
    if (!element || near) return;
    if (typeof IntersectionObserver !== 'function') {
      const timer = window.setTimeout(nearNow, 0);
      return () => window.clearTimeout(timer);
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) nearNow();
      },
      { rootMargin: `${NEAR} 0px` },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, nearNow]);

  return [ref, near, nearNow];
}
