'use client';

import { AdminActionForm } from '@/components/admin/tools/action-form';
import { TextField } from '@/components/ui/field';
import { saveRuleSet } from '@/lib/admin/actions/salary';
import { SALARY_PARAMETER_KEYS, type SalaryParameterKey } from '@/lib/salary/defaults';

export interface RuleSetFormLabels {
  validFrom: string;
  validFromHint: string;
  source: string;
  percentageHint: string;
  amountHint: string;
  required: string;
  submit: string;
  parameters: Record<SalaryParameterKey, string>;
}

interface Props {
  /** Absent when adding a set. */
  id?: string;
  /** False for the set in force: its change always starts today. */
  withDate: boolean;
  initial: {
    validFrom: string;
    source: string;
    parameters: Partial<Record<SalaryParameterKey, string>>;
  };
  labels: RuleSetFormLabels;
  messages: Record<string, string>;
}

export function RuleSetForm({ id, withDate, initial, labels, messages }: Props) {
  const prefix = id ? `rules-${id}` : 'rules-new';
  return (
    <AdminActionForm action={saveRuleSet} messages={messages} className="space-y-4">
      {(form) => (
        <>
          {id ? <input type="hidden" name="id" value={id} /> : null}
          {withDate ? (
            <TextField
              id={`${prefix}-validFrom`}
              name="validFrom"
              type="date"
              label={labels.validFrom}
              hint={labels.validFromHint}
              requiredLabel={labels.required}
              defaultValue={form.value('validFrom', initial.validFrom)}
              error={form.error('validFrom')}
            />
          ) : (
            <input type="hidden" name="validFrom" value={initial.validFrom} />
          )}
          <TextField
            id={`${prefix}-source`}
            name="source"
            label={labels.source}
            requiredLabel={labels.required}
            defaultValue={form.value('source', initial.source)}
            error={form.error('source')}
          />
          <div className="grid gap-4 md:grid-cols-2">
            {SALARY_PARAMETER_KEYS.map((key) => (
              <TextField
                key={key}
                id={`${prefix}-${key}`}
                name={key}
                inputMode="decimal"
                label={labels.parameters[key]}
                hint={key === 'percentage_requirement' ? labels.percentageHint : labels.amountHint}
                defaultValue={form.value(key, initial.parameters[key] ?? '')}
                error={form.error(`parameters.${key}`)}
              />
            ))}
          </div>
          <button type="submit" className="btn btn-primary" disabled={form.busy}>
            {labels.submit}
          </button>
        </>
      )}
    </AdminActionForm>
  );
}
