'use client';

import { useCallback, useSyncExternalStore } from 'react';

export const reducedMotionQuery = '(prefers-reduced-motion: reduce)';

/** True when the media query matches (no matchMedia, e.g. in old browsers: false). */
export function mediaMatches(query: string): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? window.matchMedia(query).matches
    : false;
}

/**
 * A media query as React state. The server and the hydration pass see `serverValue`, so the
 * prerendered HTML never depends on the visitor's device.
 */
export function useMediaQuery(query: string, serverValue = false): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (typeof window.matchMedia !== 'function') return () => {};
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => mediaMatches(query),
    () => serverValue,
  );
}
