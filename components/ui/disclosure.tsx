'use client';

import { useId, useState, type ReactNode } from 'react';

interface Props {
  /** Button text while closed and while open (may contain visually hidden context). */
  moreLabel: ReactNode;
  lessLabel: ReactNode;
  children: ReactNode;
  className?: string;
}

/**
 * A "read more" disclosure: a button with aria-expanded/aria-controls that shows the text below it.
 * The text is in the server HTML (hidden until opened), so it is indexable and costs no request.
 */
export function Disclosure({ moreLabel, lessLabel, children, className }: Props) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  return (
    <div className={className}>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen(!open)}
        className="group -mx-2 inline-flex min-h-11 items-center gap-1.5 rounded-lg px-2 font-semibold text-brand-700 hover:bg-brand-50"
      >
        <span>{open ? lessLabel : moreLabel}</span>
        <svg
          viewBox="0 0 20 20"
          aria-hidden="true"
          className="size-4 transition-transform duration-200 group-aria-expanded:rotate-180"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
        >
          <path d="M5 7.5l5 5 5-5" />
        </svg>
      </button>
      <div id={panelId} hidden={!open} className="mt-2">
        {children}
      </div>
    </div>
  );
}
