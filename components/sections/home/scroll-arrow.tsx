'use client';

import type { MouseEvent } from 'react';
import { mediaMatches, reducedMotionQuery } from '@/components/ui/use-media-query';

interface Props {
  targetId: string;
  label: string;
  /** Room left above the target for the fixed header. */
  offset?: number;
  className?: string;
}

/**
 * A link to the next section that works without JavaScript (the browser jumps to the anchor) and,
 * once hydrated, scrolls smoothly to it with the offset and moves focus there.
 */
export function ScrollArrow({ targetId, label, offset = 80, className }: Props) {
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    const target = document.getElementById(targetId);
    if (!target) return;
    event.preventDefault();
    const top = target.getBoundingClientRect().top + window.scrollY - offset;
    window.scrollTo({ top, behavior: mediaMatches(reducedMotionQuery) ? 'auto' : 'smooth' });
    target.focus({ preventScroll: true });
  };
  return (
    <a href={`#${targetId}`} onClick={onClick} className={className}>
      <span className="sr-only">{label}</span>
      <svg
        viewBox="0 0 24 24"
        aria-hidden="true"
        className="size-6"
        fill="none"
        stroke="currentColor"
        strokeWidth="2.5"
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        <path d="M6 9l6 6 6-6" />
      </svg>
    </a>
  );
}
