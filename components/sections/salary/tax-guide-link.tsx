import { useTranslations } from 'next-intl';
import type { MouseEvent } from 'react';

/** Spec §7: 90% x 80% of the screen under 768 px wide, otherwise 50% x 75%, centred. */
export function popupFeatures(screen: { width: number; height: number }): string {
  const small = screen.width < 768;
  const width = Math.round(screen.width * (small ? 0.9 : 0.5));
  const height = Math.round(screen.height * (small ? 0.8 : 0.75));
  const left = Math.round((screen.width - width) / 2);
  const top = Math.round((screen.height - height) / 2);
  return `popup=yes,width=${width},height=${height},left=${left},top=${top},scrollbars=yes,resizable=yes`;
}

/**
 * The tax tables open in a sized popup. The link keeps a real href with
 * target=_blank, so it works without JavaScript, with a blocked popup (window.open returns
 * null: the link's own navigation happens) and with modifier clicks.
 */
export function TaxGuideLink({ href }: { href: string }) {
  const t = useTranslations('SalaryCalculator.candidate');
  function onClick(event: MouseEvent<HTMLAnchorElement>) {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
      return;
    const popup = window.open(href, 'tax-guide', popupFeatures(window.screen));
    if (!popup) return;
    // Cut the link back to this page (what rel=noopener does for the fallback link).
    popup.opener = null;
    event.preventDefault();
  }
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      onClick={onClick}
      className="inline-block py-2.5 font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-900"
    >
      {t('taxGuide')}
      <span className="sr-only"> {t('newWindow')}</span>
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
