'use client';

import { useEffect, useRef, type ReactNode } from 'react';

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
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const Tag = `h${level}` as const;
  return (
    <Tag
      ref={heading}
      tabIndex={-1}
      className="text-2xl font-bold text-brand-900 outline-none sm:text-3xl"
    >
      {children}
    </Tag>
  );
}
