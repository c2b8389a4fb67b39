import type { ReactNode } from 'react';
import { Icon } from '@/components/ui/icon';

interface Props {
  href: string;
  /** Visually hidden note appended to the accessible name, e.g. "(opens in a new tab)". */
  newTabNote: string;
  className?: string;
  /** id of a visible hint describing the link (e.g. what the external page gives you). */
  describedBy?: string;
  children: ReactNode;
}

/** A link to another site, opened in a new tab without giving it access to this window. */
export function ExternalLink({ href, newTabNote, className, describedBy, children }: Props) {
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      aria-describedby={describedBy}
      className={className}
    >
      {children}
      <span className="sr-only"> {newTabNote}</span>
      <Icon name="external" className="ml-1.5 inline-block size-4 shrink-0 align-[-2px]" />
    </a>
  );
}
