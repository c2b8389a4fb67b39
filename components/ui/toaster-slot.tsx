'use client';

import { useSyncExternalStore } from 'react';
import { providedToaster, subscribeToaster } from './toaster-store';

/**
 * Mounted once in the locale layout, so toasts outlive a navigation (e.g. the contact form's
 * redirect home): at most 3 toasts at a time, 4 seconds each. It renders nothing until
 * a form on the page has asked for the toaster (preloadToaster or toast in toaster.tsx), and never
 * imports sonner itself.
 */
export function AppToaster({ label }: { label: string }) {
  const renderToaster = useSyncExternalStore(subscribeToaster, providedToaster, () => null);
  if (!renderToaster) return null;
  return renderToaster({
    visibleToasts: 3,
    duration: 4000,
    position: 'bottom-right',
    theme: 'light',
    containerAriaLabel: label,
    toastOptions: {
      classNames: {
        toast: 'font-sans',
        error: 'border-danger-700! text-danger-700!',
        success: 'border-success-700! text-success-700!',
        description: 'text-ink!',
      },
    },
  });
}
