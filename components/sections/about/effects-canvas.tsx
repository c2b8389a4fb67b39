'use client';

import { useEffect, useRef, useState } from 'react';
import { startEffects, type EffectsControl } from './effects-engine';

/** The show's own motion stops by itself after this long (WCAG 2.2.2); clicks still burst. */
export const AUTO_STOP_MS = 8000;
/** Set for the rest of the visit once the visitor has paused the show. */
export const SHOW_PAUSED_KEY = 'about-show-paused';

export interface ShowLabels {
  pause: string;
  play: string;
}

function pausedEarlier(): boolean {
  try {
    return sessionStorage.getItem(SHOW_PAUSED_KEY) === '1';
  } catch {
    return false; // storage blocked: the show starts, and pauses again at a press
  }
}

function rememberPaused(paused: boolean): void {
  try {
    if (paused) sessionStorage.setItem(SHOW_PAUSED_KEY, '1');
    else sessionStorage.removeItem(SHOW_PAUSED_KEY);
  } catch {
    // As above.
  }
}

/**
 * The canvas of the About page show (loaded lazily by AboutEffects) and its pause/play control:
 * the first stop of the page's Tab order, labelled by what it does next.
 */
export default function EffectsCanvas({ labels }: { labels: ShowLabels }) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const control = useRef<EffectsControl | null>(null);
  const [running, setRunning] = useState(false);

  useEffect(() => {
    const canvas = canvasRef.current;
    const root = canvas?.parentElement;
    if (!canvas || !root) return;
    const show = startEffects(canvas, root, {
      autoStopMs: AUTO_STOP_MS,
      paused: pausedEarlier(),
      onRunningChange: setRunning,
    });
    control.current = show;
    return () => {
      control.current = null;
      show.destroy();
    };
  }, []);

  function toggle() {
    rememberPaused(running);
    if (running) control.current?.pause();
    else control.current?.resume();
  }

  return (
    <>
      <canvas
        ref={canvasRef}
        aria-hidden="true"
        data-testid="about-effects"
        className="pointer-events-none fixed inset-0 -z-10 h-full w-full"
      />
      <button
        type="button"
        onClick={toggle}
        className="absolute top-3 right-3 z-10 inline-flex min-h-11 items-center gap-2 rounded-full bg-white/95 px-4 text-sm font-semibold text-brand-900 shadow-sm ring-1 ring-line hover:bg-white sm:top-4 sm:right-4"
      >
        <svg viewBox="0 0 24 24" aria-hidden="true" className="size-4" fill="currentColor">
          {running ? <path d="M7 5h4v14H7zM13 5h4v14h-4z" /> : <path d="M8 5v14l11-7z" />}
        </svg>
        {/* Both labels stay in one grid cell and only their visibility flips, so the button keeps
            the wider label's width and no text changes: no layout shift when the show starts or
            stops by itself. */}
        <span className="grid *:[grid-area:1/1]">
          <span aria-hidden={!running} className={running ? undefined : 'invisible'}>
            {labels.pause}
          </span>
          <span aria-hidden={running} className={running ? 'invisible' : undefined}>
            {labels.play}
          </span>
        </span>
      </button>
    </>
  );
}
