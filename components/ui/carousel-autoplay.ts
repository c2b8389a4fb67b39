'use client';

import { useEffect, useRef, useState, useSyncExternalStore, type FocusEvent } from 'react';
import { mediaMatches, reducedMotionQuery } from './use-media-query';

/** Why rotation is held for now; it resumes by itself once every reason is gone. */
export type PauseReason = 'hover' | 'focus' | 'hidden';

/**
 * The timing of an auto-rotating carousel, free of React and the DOM so that it can be tested
 * with fake timers. `stop` is the visitor's (or reduced motion's) decision and lasts until
 * `play`; pauses are temporary. Each tick and each reset waits a full `delay` again.
 */
export function createAutoplay(delay: number) {
  let onTick: (() => void) | null = null;
  let stopped = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const pauses = new Set<PauseReason>();
  const listeners = new Set<() => void>();

  const schedule = () => {
    clearTimeout(timer);
    timer = undefined;
    if (!onTick || stopped || pauses.size > 0) return;
    timer = setTimeout(() => {
      timer = undefined;
      onTick?.();
      schedule();
    }, delay);
  };
  const setStopped = (value: boolean) => {
    if (stopped === value) return;
    stopped = value;
    schedule();
    listeners.forEach((listener) => listener());
  };

  return {
    start(tick: () => void) {
      onTick = tick;
      schedule();
    },
    destroy() {
      onTick = null;
      schedule();
    },
    stop: () => setStopped(true),
    play: () => setStopped(false),
    pause(reason: PauseReason) {
      pauses.add(reason);
      schedule();
    },
    resume(reason: PauseReason) {
      if (pauses.delete(reason)) schedule();
    },
    /** Restart the countdown, e.g. after the visitor moved the carousel by hand. */
    reset: schedule,
    isStopped: () => stopped,
    isRunning: () => timer !== undefined,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}

export interface AutoplayBehaviour {
  delay: number;
  /**
   * true: any interaction (pointer, focus, previous/next) stops rotation for good, until the
   * visitor presses play. false: hover and keyboard focus only pause it, and manual moves
   * restart the countdown.
   */
  stopOnInteraction: boolean;
}

/** Elements marked with this attribute (the play/pause toggle) never count as interaction. */
export const rotationControlAttribute = 'data-carousel-rotation';

const fromRotationControl = (target: EventTarget | null) =>
  target instanceof Element && target.closest(`[${rotationControlAttribute}]`) !== null;

/**
 * Wires an autoplay controller to a carousel region: hover, focus, pointer, the tab being hidden
 * and reduced motion. `advance` is undefined until the carousel is ready.
 */
export function useCarouselAutoplay(
  { delay, stopOnInteraction }: AutoplayBehaviour,
  advance?: () => void,
) {
  const [autoplay] = useState(() => createAutoplay(delay));
  const pointerActive = useRef(false);
  const stopped = useSyncExternalStore(autoplay.subscribe, autoplay.isStopped, () => false);

  useEffect(() => {
    if (mediaMatches(reducedMotionQuery)) autoplay.stop();
  }, [autoplay]);

  useEffect(() => {
    if (!advance) return;
    autoplay.start(advance);
    return () => autoplay.destroy();
  }, [autoplay, advance]);

  useEffect(() => {
    const onVisibility = () =>
      document.visibilityState === 'hidden' ? autoplay.pause('hidden') : autoplay.resume('hidden');
    onVisibility();
    document.addEventListener('visibilitychange', onVisibility);
    return () => document.removeEventListener('visibilitychange', onVisibility);
  }, [autoplay]);

  const interacted = () => (stopOnInteraction ? autoplay.stop() : autoplay.reset());

  const regionProps = {
    onMouseEnter: () => {
      if (!mediaMatches('(hover: none)')) autoplay.pause('hover');
    },
    onMouseLeave: () => autoplay.resume('hover'),
    onPointerDown: (event: { target: EventTarget | null }) => {
      if (fromRotationControl(event.target)) return;
      pointerActive.current = true;
      interacted();
    },
    onPointerUp: () => {
      pointerActive.current = false;
    },
    onFocus: (event: FocusEvent<HTMLElement>) => {
      if (fromRotationControl(event.target)) return;
      // Focus that follows a click is a pointer interaction, handled above.
      if (pointerActive.current) {
        pointerActive.current = false;
        return;
      }
      if (stopOnInteraction) autoplay.stop();
      else autoplay.pause('focus');
    },
    onBlur: (event: FocusEvent<HTMLElement>) => {
      if (!event.currentTarget.contains(event.relatedTarget)) autoplay.resume('focus');
    },
  };

  return {
    stopped,
    toggle: () => (stopped ? autoplay.play() : autoplay.stop()),
    /** Call after previous/next. */
    interacted,
    regionProps,
  };
}
