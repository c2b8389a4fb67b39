'use client';

import type { MouseEvent, ReactNode } from 'react';
import { mediaMatches, reducedMotionQuery } from './use-media-query';

interface Props {
  /** id of the section to scroll to. */
  targetId: string;
  /** Room left above the target for the fixed header, in px. */
  offset: number;
  className?: string;
  children: ReactNode;
}

/**
 * An in-page link that works without JavaScript (the browser jumps to the anchor) and, once
 * hydrated, scrolls so the target starts `offset` px below the top (smoothly unless the visitor
 * prefers reduced motion) and moves focus there for keyboard and screen-reader users. A click
 * with a modifier key keeps the browser's own behaviour.
 */
export function ScrollLink({ targetId, offset, className, children }: Props) {
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    const target = document.getElementById(targetId);
    if (!target || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    const top = target.getBoundingClientRect().top + window.scrollY - offset;
    window.scrollTo({ top, behavior: mediaMatches(reducedMotionQuery) ? 'auto' : 'smooth' });
    target.focus({ preventScroll: true });
  };
  return (
    <a href={`#${targetId}`} onClick={onClick} className={className}>
      {children}
    </a>
  );
}
