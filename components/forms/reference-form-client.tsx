'use client';

import type { ReactNode } from 'react';
import { toast } from '@/components/ui/toaster';
import { groupFields, groupNames } from '@/lib/forms/field-groups';
import { referenceFields } from '@/lib/forms/reference-fields';
import type { FormText } from './form-text';
import { useLeadForm } from './lead-form';
import { LeadFormBody } from './lead-form-body';
import { validateReference } from './validators';

// Each group's element id (its heading labels it), by the group's heading key.
const GROUP_IDS: Record<string, string> = {
  whoHeading: 'reference-who',
  referenceHeading: 'reference-text',
  consentHeading: 'reference-consent',
};

function Group({ id, heading, children }: { id: string; heading: ReactNode; children: ReactNode }) {
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
  const { form: t } = text;
  const form = useLeadForm({
    fields: referenceFields,
    idPrefix: 'reference',
    text,
    labels: { consentPrivacy: consentLabel },
    layout: { reference: { rows: 6, hint: t.referenceHint } },
    // One sentence for missing fields; a bad address, a missing consent or a text over its
    // limit says so.
    own: { required: t.invalid },
    errorTitle: t.errorTitle,
    validate: validateReference,
    liveValidation: true,
    onSent: () => toast.success(t.successTitle, { description: t.success }),
  });
  const fields = (group: string) =>
    groupFields(referenceFields, group).map((name) => form.render(name));

  return (
    <LeadFormBody
      form={form}
      className="grid gap-6"
      formClassName="relative grid gap-6"
      submit={{
        blocked: form.hydrated && !form.valid,
        hint: { id: 'reference-submit-hint', text: t.submitHint },
      }}
    >
      {groupNames(referenceFields).map((group) => (
        <Group key={group} id={GROUP_IDS[group] ?? group} heading={form.label(group)}>
          {/* The contact details side by side from the small breakpoint up. */}
          {group === 'whoHeading' ? (
            <div className="grid gap-5 sm:grid-cols-2">{fields(group)}</div>
          ) : (
            fields(group)
          )}
        </Group>
      ))}
    </LeadFormBody>
  );
}
