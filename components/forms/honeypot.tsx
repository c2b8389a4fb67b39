'use client';

import type { Ref } from 'react';
import { useTranslations } from 'next-intl';
import { HONEYPOT_FIELD } from '@/lib/api/honeypot';

/**
 * The trap field: off-screen and hidden from assistive technology, out of the tab order, so only
 * bots fill it. The server answers a filled one with `{ ok: true }` and stores nothing.
 */
export function Honeypot({
  inputRef,
  idPrefix,
}: {
  inputRef: Ref<HTMLInputElement>;
  idPrefix: string;
}) {
  const t = useTranslations('Forms');
  const id = `${idPrefix}-${HONEYPOT_FIELD}`;
  return (
    <div aria-hidden="true" className="absolute -left-[10000px] top-auto size-px overflow-hidden">
      <label htmlFor={id}>{t('honeypot')}</label>
      <input
        ref={inputRef}
        id={id}
        name={HONEYPOT_FIELD}
        type="text"
        tabIndex={-1}
        autoComplete="off"
        defaultValue=""
      />
    </div>
  );
}

/** The honeypot's value to send along (only when a bot filled it). */
export function honeypotValue(input: HTMLInputElement | null): { website?: string } {
  const value = input?.value ?? '';
  return value ? { website: value } : {};
}
