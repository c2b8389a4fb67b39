'use client';

import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * A value only the browser knows (a primitive, read again at each render): `serverValue` on the
 * server and while hydrating, so the HTML never depends on the visitor.
 */
export function useBrowserValue<T>(read: () => T, serverValue: T): T {
  return useSyncExternalStore(subscribe, read, () => serverValue);
}

/** False on the server and while hydrating, true once React runs in the browser. */
export function useHydrated(): boolean {
  return useBrowserValue(() => true, false);
}
