'use client';

import * as Radix from '@radix-ui/react-accordion';
import type { ComponentProps, ReactNode } from 'react';

// Thin styled wrappers over Radix Accordion. Radix gives the disclosure semantics (aria-expanded,
// aria-controls, region) and Home/End/arrow-key movement between the triggers of one accordion.
// Server components compose these parts and pass the (already translated) text as children.

export const AccordionRoot = Radix.Root;

export function AccordionItem({ className, ...props }: ComponentProps<typeof Radix.Item>) {
  return <Radix.Item className={className} {...props} />;
}

interface TriggerProps {
  /** The heading level wrapping the trigger, so the page outline stays in order. */
  level: 2 | 3 | 4;
  className?: string;
  children: ReactNode;
}

export function AccordionTrigger({ level, className, children }: TriggerProps) {
  const Heading = `h${level}` as const;
  return (
    <Radix.Header asChild>
      <Heading className="m-0">
        <Radix.Trigger
          className={`group flex min-h-11 w-full items-center justify-between gap-4 text-left ${className ?? ''}`}
        >
          <span className="min-w-0">{children}</span>
          <svg
            viewBox="0 0 20 20"
            aria-hidden="true"
            className="size-5 shrink-0 text-brand-700 transition-transform duration-200 group-data-[state=open]:rotate-180"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
            strokeLinejoin="round"
          >
            <path d="M5 7.5l5 5 5-5" />
          </svg>
        </Radix.Trigger>
      </Heading>
    </Radix.Header>
  );
}

/**
 * Content stays in the HTML while closed (forceMount) and is hidden with CSS, so crawlers and
 * in-page search see every answer, and the server HTML matches the first client render.
 */
export function AccordionContent({ className, ...props }: ComponentProps<typeof Radix.Content>) {
  return (
    <Radix.Content
      forceMount
      className={`data-[state=closed]:hidden ${className ?? ''}`}
      {...props}
    />
  );
}
