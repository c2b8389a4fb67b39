'use client';

import { useActionState } from 'react';
import type { Messages } from 'next-intl';
import { FormNotice } from '@/components/forms/form-notice';
import { TextField } from '@/components/ui/field';
import { eraseAddress, searchAddress } from '@/lib/admin/actions/gdpr';
import type { PersonalDataCounts } from '@/lib/admin/gdpr';
import { IDLE } from '@/lib/forms/state';

/**
 * Search, then export or erase. The address travels in POST bodies only (never a URL); the
 * search result keeps it in a hidden field of the export and erase forms.
 */
export function GdprTools({
  texts,
  messages,
  required,
}: {
  /** AdminGdpr of the staff member's language (resultTitle with its {email} left in). */
  texts: Messages['AdminGdpr'];
  messages: Record<string, string>;
  /** "required", for the fields' accessible names. */
  required: string;
}) {
  const [state, search, searching] = useActionState(searchAddress, IDLE);
  // Its own state, so that a refused erasure sent without JavaScript (the page comes back with
  // only this state) still shows the form, the address and the error.
  const [erasure, erase, erasing] = useActionState(eraseAddress, IDLE);
  const refused = erasure.status === 'invalid' ? erasure : null;
  const refusedEmail = typeof refused?.values.email === 'string' ? refused.values.email : '';
  const found = state.status === 'found' ? state : null;
  const target = found?.email ?? refusedEmail;
  const typed = state.status === 'invalid' ? state.values.email : undefined;
  const email = found ? found.email : typeof typed === 'string' ? typed : target;
  const confirmationError = refused?.errors.confirmation;
  // 'email' (not an address) or 'ownAddress' (one of the site's own: never a person).
  const searchError = state.status === 'invalid' ? state.errors.email : undefined;
  const erasureError = refused?.errors.email;
  const total = found ? Object.values(found.counts).reduce((sum, n) => sum + n, 0) : 0;
  return (
    <div className="space-y-8">
      <form action={search} className="flex flex-wrap items-end gap-3">
        <TextField
          id="gdpr-email"
          name="email"
          type="email"
          autoComplete="off"
          label={texts.searchLabel}
          requiredLabel={required}
          defaultValue={email}
          error={searchError ? messages[searchError] : undefined}
          className="min-w-72 flex-1"
        />
        <button type="submit" className="btn btn-primary" disabled={searching}>
          {texts.search}
        </button>
      </form>
      {found ? (
        <section aria-labelledby="gdpr-result" className="space-y-4">
          <h2 id="gdpr-result" className="text-xl font-semibold">
            {texts.resultTitle.replace('{email}', found.email)}
          </h2>
          <dl className="grid gap-x-6 gap-y-1 sm:grid-cols-[auto_auto] sm:justify-start">
            {(Object.keys(found.counts) as (keyof PersonalDataCounts)[]).map((key) => (
              <div key={key} className="contents">
                <dt>{texts.counts[key]}</dt>
                <dd className="font-semibold tabular-nums">{found.counts[key]}</dd>
              </div>
            ))}
          </dl>
          <p className="text-sm text-muted">{texts.noSalaryData}</p>
          {total === 0 ? <FormNotice tone="success">{texts.nothingFound}</FormNotice> : null}
        </section>
      ) : null}
      {target ? (
        <form action="/admin/gdpr/export" method="post">
          <input type="hidden" name="email" value={target} />
          <button type="submit" className="btn btn-outline">
            {texts.export}
          </button>
        </form>
      ) : null}
      {target ? (
        <section
          aria-labelledby="gdpr-erase"
          className="rounded-lg border border-danger-700/40 p-4"
        >
          <h2 id="gdpr-erase" className="text-lg font-semibold">
            {texts.eraseTitle}
          </h2>
          <p className="mt-1 text-sm">{texts.eraseIntro}</p>
          <form action={erase} className="mt-3 space-y-3">
            {refused ? (
              <FormNotice tone="error">
                {(erasureError && messages[erasureError]) ?? messages.invalidForm}
              </FormNotice>
            ) : null}
            <input type="hidden" name="email" value={target} />
            <TextField
              id="gdpr-confirmation"
              name="confirmation"
              type="email"
              autoComplete="off"
              label={texts.confirmationLabel}
              requiredLabel={required}
              defaultValue={
                typeof refused?.values.confirmation === 'string' ? refused.values.confirmation : ''
              }
              error={
                confirmationError ? (messages[confirmationError] ?? messages.invalid) : undefined
              }
            />
            <button type="submit" className="btn btn-outline" disabled={erasing}>
              {texts.erase}
            </button>
          </form>
        </section>
      ) : null}
    </div>
  );
}
