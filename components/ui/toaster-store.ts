import type { ReactNode } from 'react';
import type { ToasterProps } from 'sonner';

// The hand-over between the lead forms and the toaster slot of the locale layout. It lives on
// globalThis and travels by a window event, so that neither side imports the other: the layout
// must not pull sonner into every page, and a form must not pull the layout's slot.
export type RenderToaster = (props: ToasterProps) => ReactNode;

const REQUEST_EVENT = 'app:toaster-request';
const store = globalThis as typeof globalThis & { __renderToaster?: RenderToaster };

/** Called by components/ui/toaster.tsx with the Toaster of sonner, once it has loaded it. */
export function provideToaster(render: RenderToaster): void {
  if (typeof window === 'undefined') return;
  store.__renderToaster = render;
  window.dispatchEvent(new Event(REQUEST_EVENT));
}

export function subscribeToaster(onChange: () => void): () => void {
  window.addEventListener(REQUEST_EVENT, onChange);
  return () => window.removeEventListener(REQUEST_EVENT, onChange);
}

export const providedToaster = (): RenderToaster | null => store.__renderToaster ?? null;
