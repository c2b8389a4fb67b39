'use client';

import { useBrowserValue } from '@/components/ui/use-hydrated';

const browserYear = () => new Date().getFullYear();

/**
 * The current year in the footer's copyright line. Pages are prerendered, so the HTML carries the
 * year of the build (`fallback`); after hydration the browser's clock replaces it, so the line is
 * right on New Year's Day without a rebuild, and without a hydration mismatch.
 */
export function CurrentYear({ fallback }: { fallback: number }) {
  return useBrowserValue(browserYear, fallback);
}
