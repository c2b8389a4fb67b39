'use client';

import type { ReactNode } from 'react';
import { toast } from '@/components/ui/toaster';
import { referenceFields } from '@/lib/forms/reference-fields';
import { groupFields, groupNames } from '@/lib/forms/field-groups';
import type { FieldErrors } from '@/lib/validation/errors';
import { labelOf, type FieldLayout } from './described-field';
import { OutcomeNotice, type OutcomeTexts } from './form-notice';
import type { FormText } from './form-text';
import { Honeypot } from './honeypot';
import { useLeadForm } from './lead-form';
import { refusalMessage } from './refusal';
import { SubmitButton } from './submit-button';
import { validateReference } from './validators';

// Each group's element id (its heading labels it), by the group's heading key.
const GROUP_IDS: Record<string, string> = {
  whoHeading: 'reference-who',
  referenceHeading: 'reference-text',
  consentHeading: 'reference-consent',
};

function Group({ id, heading, children }: { id: string; heading: string; children: ReactNode }) {
  return (
    <fieldset aria-labelledby={id} className="card grid gap-5 sm:p-8">
      <h2 id={id} className="text-xl font-bold text-brand-900">
        {heading}
      </h2>
      {children}
    </fieldset>
  );
}

/**
 * The reference form: Send stays disabled while the form is invalid. It sits in the
 * page's LeadFormScope (app/[locale]/reference), whose thank-you page replaces the page.
 */
export function ReferenceFormClient({
  text,
  consentLabel,
}: {
  text: FormText<'ReferenceForm'>;
  consentLabel: ReactNode;
}) {
  const { form: t, shared } = text;
  const label = (key: string) => labelOf(t, key);
  // One sentence for missing fields; a bad address, a missing consent or a text over its
  // limit says so.
  const outcome: OutcomeTexts = {
    refusal: (errors: FieldErrors) =>
      refusalMessage(errors, { shared, label, own: { required: t.invalid } }),
    failure: (reason) => (reason === 'rateLimited' ? shared.rateLimited : t.failure),
  };
  const form = useLeadForm({
    fields: referenceFields,
    idPrefix: 'reference',
    label: (key) => (key === 'consentPrivacy' ? consentLabel : label(key)),
    shared,
    validate: validateReference,
    liveValidation: true,
    onInvalid: (errors) => toast.error(t.errorTitle, { description: outcome.refusal(errors) }),
    onSent: () => toast.success(t.successTitle, { description: t.success }),
    onFailed: (state) => toast.error(t.errorTitle, { description: outcome.failure(state.reason) }),
  });
  const { scope, hydrated } = form;
  const layout: Partial<Record<string, FieldLayout>> = {
    reference: { rows: 6, hint: t.referenceHint },
  };
  const fields = (group: string) =>
    groupFields(referenceFields, group).map((name) => form.render(name, layout[name]));

  return (
    <div className="grid gap-6">
      <OutcomeNotice state={scope.state} origin={scope.origin} texts={outcome} />
      <form {...form.formProps} className="relative grid gap-6">
        {groupNames(referenceFields).map((group) => (
          <Group key={group} id={GROUP_IDS[group] ?? group} heading={label(group)}>
            {/* The contact details side by side from the small breakpoint up. */}
            {group === 'whoHeading' ? (
              <div className="grid gap-5 sm:grid-cols-2">{fields(group)}</div>
            ) : (
              fields(group)
            )}
          </Group>
        ))}
        <Honeypot idPrefix="reference" label={shared.honeypot} />
        <SubmitButton
          busy={scope.pending}
          blocked={hydrated && !form.valid}
          hint={{ id: 'reference-submit-hint', text: t.submitHint }}
          label={t.submit}
          busyLabel={t.sending}
        />
      </form>
    </div>
  );
}
