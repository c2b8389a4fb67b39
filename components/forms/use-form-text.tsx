'use client';

import { useEffect, type ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import { requestToaster } from '@/components/ui/toaster';
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

/** Every lead form: loads the toaster as soon as the form is on the page (see AppToaster). */
export function useToaster(): void {
  useEffect(() => requestToaster(), []);
}
