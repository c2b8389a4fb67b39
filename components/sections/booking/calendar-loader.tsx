'use client';

import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useHydrated } from '@/components/ui/use-hydrated';

interface Props {
  /** The calendar of the page's language (lib/site.ts). */
  src: string;
  /** Height of the frame (700 px). */
  height: number;
  frameTitle: string;
  buttonLabel: string;
  /** What loading the calendar means (who provides it, what they receive): shown until then. */
  children: ReactNode;
}

/**
 * The booking calendar only when asked for: nothing is requested from the calendar provider
 * (no frame, no cookies) until the visitor presses the button; then its frame loads and takes
 * focus. The button appears once hydrated (without JavaScript it could not work; its space is
 * kept so nothing moves); the page's "open in new window" link serves the visitor without it.
 */
export function CalendarLoader({ src, height, frameTitle, buttonLabel, children }: Props) {
  const hydrated = useHydrated();
  const [loaded, setLoaded] = useState(false);
  const frame = useRef<HTMLIFrameElement>(null);

  useEffect(() => {
    if (loaded) frame.current?.focus();
  }, [loaded]);

  if (loaded) {
    return (
      <iframe
        ref={frame}
        src={src}
        title={frameTitle}
        height={height}
        style={{ height }}
        className="block w-full rounded-2xl border border-line bg-surface"
      />
    );
  }
  return (
    <div className="flex min-h-80 flex-col items-center justify-center gap-5 rounded-2xl border border-dashed border-line bg-surface p-6 text-center">
      {children}
      <button
        type="button"
        className={`btn btn-primary ${hydrated ? '' : 'invisible'}`}
        aria-hidden={hydrated ? undefined : true}
        tabIndex={hydrated ? undefined : -1}
        onClick={() => setLoaded(true)}
      >
        {buttonLabel}
      </button>
    </div>
  );
}
