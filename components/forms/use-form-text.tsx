'use client';

import type { ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import { preloadToaster } from '@/components/ui/toaster';
import { Link } from '@/lib/i18n/navigation';
import { isValidationKey } from '@/lib/validation/keys';

/** Translates a schema's message key (e.g. "required") into the visitor's language. */
export function useFieldError(): (message: string | undefined) => string | undefined {
  const t = useTranslations('Forms');
  return (message) => {
    if (!message) return undefined;
    return t(`errors.${isValidationKey(message) ? message : 'invalid'}`);
  };
}

/** `<link>` tags in a consent sentence become the localized privacy-policy link. */
export function privacyLink(chunks: ReactNode): ReactNode {
  return (
    <Link
      href="/privacy-policy"
      className="font-semibold text-brand-700 underline underline-offset-2"
    >
      {chunks}
    </Link>
  );
}

/**
 * A lead form's focus handler: when a visitor starts on the form, fetch its validation code and
 * the toaster, which the page did not load up front (./lazy-resolver.ts, components/ui/toaster.tsx).
 */
export function preloadOnFocus(resolver: { preload: () => void }): () => void {
  return () => {
    resolver.preload();
    preloadToaster();
  };
}
