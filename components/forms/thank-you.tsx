'use client';

import type { ReactNode } from 'react';

// A stable ref callback, so it runs once, when the heading appears.
const focus = (heading: HTMLHeadingElement | null) => heading?.focus();

/**
 * A thank-you view's heading, which takes focus when it appears in place of a sent form (so
 * keyboard and screen-reader users land on it); rendered by the server after a send without
 * JavaScript, it is simply the page's first heading.
 */
export function ThankYouHeading({
  level = 2,
  children,
}: {
  level?: 1 | 2 | 3;
  children: ReactNode;
}) {
  const Tag = `h${level}` as const;
  return (
    <Tag
      ref={focus}
      tabIndex={-1}
      className="text-2xl font-bold text-brand-900 outline-none sm:text-3xl"
    >
      {children}
    </Tag>
  );
}
