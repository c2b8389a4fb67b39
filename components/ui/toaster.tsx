'use client';

import { lazy, Suspense, useSyncExternalStore } from 'react';
import { useTranslations } from 'next-intl';

// sonner is loaded only on pages that show toasts: a form calls requestToaster() when it mounts,
// long before its first toast, so the live region exists before anything is announced in it.
// Pages without forms never download it. (sonner replays toasts created before it mounted.)
const SonnerToaster = lazy(() => import('sonner').then((module) => ({ default: module.Toaster })));

const REQUEST_EVENT = 'app:toaster-request';
const state = globalThis as typeof globalThis & { __toasterRequested?: boolean };

export function requestToaster(): void {
  if (typeof window === 'undefined') return;
  state.__toasterRequested = true;
  window.dispatchEvent(new Event(REQUEST_EVENT));
}

function subscribe(onChange: () => void): () => void {
  window.addEventListener(REQUEST_EVENT, onChange);
  return () => window.removeEventListener(REQUEST_EVENT, onChange);
}

const isRequested = () => Boolean(state.__toasterRequested);

/** Mounted once in the locale layout: at most 3 toasts at a time, 4 seconds each (spec §9). */
export function AppToaster() {
  const t = useTranslations('Forms');
  const wanted = useSyncExternalStore(subscribe, isRequested, () => false);

  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <SonnerToaster
        visibleToasts={3}
        duration={4000}
        position="bottom-right"
        theme="light"
        containerAriaLabel={t('notifications')}
        toastOptions={{
          classNames: {
            toast: 'font-sans',
            error: 'border-danger-700! text-danger-700!',
            success: 'border-success-700! text-success-700!',
            description: 'text-ink!',
          },
        }}
      />
    </Suspense>
  );
}
