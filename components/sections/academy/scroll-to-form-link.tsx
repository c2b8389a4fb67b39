'use client';

import type { MouseEvent, ReactNode } from 'react';

interface Props {
  /** id of the section to scroll to. */
  targetId: string;
  /** Space left above the target, in px (100 px on the academy page). */
  offset: number;
  className?: string;
  children: ReactNode;
}

/**
 * An in-page link to the registration form. Without JavaScript it is a plain anchor; with it,
 * the page scrolls so the form starts `offset` px below the top (smoothly unless the visitor
 * prefers reduced motion) and focus moves to the form section for keyboard and screen-reader users.
 */
export function ScrollToFormLink({ targetId, offset, className, children }: Props) {
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    const target = document.getElementById(targetId);
    if (!target || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    const top = target.getBoundingClientRect().top + window.scrollY - offset;
    window.scrollTo({ top, behavior: reduceMotion ? 'auto' : 'smooth' });
    target.focus({ preventScroll: true });
  };
  return (
    <a href={`#${targetId}`} onClick={onClick} className={className}>
      {children}
    </a>
  );
}
