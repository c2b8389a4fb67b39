'use client';

import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { usePathname } from 'next/navigation';

interface Props {
  openLabel: string;
  closeLabel: string;
  children: ReactNode;
}

/**
 * The collapsible menu for narrow screens. It closes on navigation, on Escape (returning focus to
 * the toggle) and when focus or a click leaves it.
 */
export function MobileMenu({ openLabel, closeLabel, children }: Props) {
  // The page the menu was opened on: navigation closes it, as a menu opened on another page is
  // shown as closed.
  const [openedAt, setOpenedAt] = useState<string | null>(null);
  const pathname = usePathname();
  const panelId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const rootRef = useRef<HTMLDivElement>(null);

  const isOpen = openedAt === pathname;

  useEffect(() => {
    if (!isOpen) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpenedAt(null);
      buttonRef.current?.focus();
    };
    const onPointer = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpenedAt(null);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [isOpen]);

  return (
    <div ref={rootRef} className="md:hidden">
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={isOpen}
        aria-controls={panelId}
        onClick={() => setOpenedAt(isOpen ? null : pathname)}
        className="inline-flex size-11 items-center justify-center rounded-lg text-ink hover:bg-brand-50"
      >
        <span className="sr-only">{isOpen ? closeLabel : openLabel}</span>
        <svg
          viewBox="0 0 24 24"
          aria-hidden="true"
          className="size-6"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
        >
          {isOpen ? <path d="M6 6l12 12M18 6L6 18" /> : <path d="M4 7h16M4 12h16M4 17h16" />}
        </svg>
      </button>
      <div
        id={panelId}
        hidden={!isOpen}
        onClick={(event) => {
          if ((event.target as HTMLElement).closest('a')) setOpenedAt(null);
        }}
        className="absolute inset-x-0 top-(--header-height) border-b border-line bg-surface shadow-lg"
      >
        {children}
      </div>
    </div>
  );
}
