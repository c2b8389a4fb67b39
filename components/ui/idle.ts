/**
 * Runs `callback` once the browser is idle (requestIdleCallback, at the latest after `timeout`
 * ms), or after `fallbackDelay` ms where requestIdleCallback does not exist (Safari).
 * Returns a function that cancels it.
 */
export function whenIdle(
  callback: () => void,
  { timeout = 2000, fallbackDelay = 1000 } = {},
): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(() => callback(), { timeout });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(callback, fallbackDelay);
  return () => window.clearTimeout(id);
}
