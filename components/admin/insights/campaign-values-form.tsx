'use client';

import { AdminActionForm } from '@/components/admin/tools/action-form';
import { TextAreaField } from '@/components/ui/field';
import { saveCampaignValues } from '@/lib/admin/actions/insights';

interface Props {
  /** The list as saved, one value per line. */
  initial: string;
  labels: { values: string; hint: string; submit: string };
  messages: Record<string, string>;
}

/** The campaign vocabulary (lib/insights/campaigns.ts): a list replaced as typed. */
export function CampaignValuesForm({ initial, labels, messages }: Props) {
  return (
    <AdminActionForm action={saveCampaignValues} messages={messages} className="mt-4 space-y-4">
      {(form) => (
        <>
          <TextAreaField
            id="campaign-values-list"
            name="values"
            rows={8}
            spellCheck={false}
            autoCapitalize="none"
            label={labels.values}
            hint={labels.hint}
            defaultValue={form.value('values', initial)}
            error={form.error('values')}
            className="max-w-md"
          />
          <button type="submit" className="btn btn-primary" disabled={form.busy}>
            {labels.submit}
          </button>
        </>
      )}
    </AdminActionForm>
  );
}
