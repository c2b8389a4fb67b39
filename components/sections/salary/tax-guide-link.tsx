import type { MouseEvent } from 'react';
import { openPopup } from './popup';

interface Props {
  href: string;
  label: string;
  newWindowNote: string;
}

/**
 * The tax tables open in a sized popup. The link keeps a real href with
 * target=_blank, so it works without JavaScript, with a blocked popup and with modifier clicks.
 */
export function TaxGuideLink({ href, label, newWindowNote }: Props) {
  function onClick(event: MouseEvent<HTMLAnchorElement>) {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
      return;
    if (openPopup(href, 'tax-guide')) event.preventDefault();
  }
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      onClick={onClick}
      className="inline-block py-2.5 font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-900"
    >
      {label}
      <span className="sr-only"> {newWindowNote}</span>
      {/* Drawn here, not with components/ui/icon: this link sits in the calculator's client
          bundle, which should not carry the whole icon table for one arrow. */}
      <svg
        viewBox="0 0 24 24"
        aria-hidden="true"
        focusable="false"
        className="ml-1.5 inline size-4 align-[-2px]"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.75"
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        <path d="M14 4h6v6M20 4l-9 9M18 14v6H4V6h6" />
      </svg>
    </a>
  );
}
