'use client';

import type { ExternalToast, ToasterProps } from 'sonner';
import { browserLog } from '@/lib/log';
import { provideToaster } from './toaster-store';

// sonner is fetched only when a page needs toasts: when a visitor first focuses a lead form
// (preloadToaster), or at the latest with the first toast. Its Toaster is then handed to the
// layout's slot (AppToaster in toaster-slot.tsx), which mounts it; the slot never imports sonner.
// Focus comes long before a form's first toast, so the live region normally exists before
// anything is announced in it, and sonner replays toasts created before its Toaster mounted.
type Sonner = typeof import('sonner');

let loading: Promise<Sonner> | undefined;

function loadSonner(): Promise<Sonner> {
  loading ??= import('sonner').then(
    (sonner) => {
      const { Toaster } = sonner;
      provideToaster((props: ToasterProps) => <Toaster {...props} />);
      return sonner;
    },
    (error: unknown) => {
      loading = undefined; // offline for a moment: the next toast tries again
      throw error;
    },
  );
  return loading;
}

export function preloadToaster(): void {
  void loadSonner().catch(() => undefined);
}

type ToastArgs = [message: string, options?: ExternalToast];

function show(kind: 'success' | 'error', ...args: ToastArgs): void {
  loadSonner()
    .then(({ toast }) => toast[kind](...args))
    .catch((error: unknown) =>
      browserLog.error('[toast] could not load the toaster', error, args[0]),
    );
}

/** sonner's toast.success / toast.error, loading sonner on first use. */
export const toast = {
  success: (...args: ToastArgs) => show('success', ...args),
  error: (...args: ToastArgs) => show('error', ...args),
};
