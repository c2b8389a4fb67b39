'use client';

import { AdminActionForm, type AdminAction } from '@/components/admin/tools/action-form';
import { SelectField, TextField } from '@/components/ui/field';
import { saveLivingCosts, saveMedian, savePercentageRule } from '@/lib/admin/actions/salary';
import { LIVING_COST_KEYS, type LivingCostKey, type Situation } from '@/lib/salary/rules';

// The back office's three salary forms (a median, a percentage rule, living-cost amounts), each a
// real <form> around its Server Action (lib/admin/actions/salary.ts): it works without
// JavaScript, and a refused form comes back with its messages and what was typed. Labels come
// from the server in the staff's language (rule-form-labels.ts).

export interface RuleFormLabels {
  required: string;
  submit: string;
  source: string;
  validFrom: string;
  validFromHint: string;
  amountHint: string;
  medianAmount: string;
  publishedMonth: string;
  publishedMonthHint: string;
  situation: string;
  situations: Record<Situation, string>;
  firstDay: string;
  lastDay: string;
  lastDayHint: string;
  percentage: string;
  percentageHint: string;
  livingCosts: Record<LivingCostKey, string>;
}

interface Props {
  /** Absent when adding. */
  id?: string;
  /** The values shown first, by field name. */
  initial: Record<string, string>;
  labels: RuleFormLabels;
  messages: Record<string, string>;
}

/** One control of a rule form: a text field, or a select when `options` are given. */
interface RuleField {
  name: string;
  label: string;
  hint?: string;
  type?: 'date' | 'month';
  decimal?: boolean;
  /** Not required (the label carries no mark). */
  optional?: boolean;
  /** Spans the whole row. */
  wide?: boolean;
  options?: Record<string, string>;
  /** The error's key, when it is not the field's name. */
  errorKey?: string;
}

// Whole class names, so that Tailwind finds them in the source.
const GRID = {
  2: { grid: 'grid gap-4 md:grid-cols-2', wide: 'md:col-span-2' },
  3: { grid: 'grid gap-4 md:grid-cols-3', wide: 'md:col-span-3' },
};

/** A rule form: its fields in a grid of `columns`, with `initial` as the values shown first. */
function RuleForm({
  id,
  kind,
  action,
  columns,
  fields,
  initial,
  labels,
  messages,
}: Props & {
  kind: string;
  action: AdminAction;
  columns: 2 | 3;
  fields: RuleField[];
}) {
  const prefix = `${kind}-${id ?? 'new'}`;
  return (
    <AdminActionForm action={action} messages={messages} className="space-y-4">
      {(form) => (
        <>
          {id ? <input type="hidden" name="id" value={id} /> : null}
          <div className={GRID[columns].grid}>
            {fields.map(
              ({ name, label, hint, type, decimal, optional, wide, options, errorKey }) => {
                const field = {
                  id: `${prefix}-${name}`,
                  name,
                  label,
                  hint,
                  requiredLabel: optional ? undefined : labels.required,
                  className: wide ? GRID[columns].wide : undefined,
                  defaultValue: form.value(name, initial[name]),
                  error: form.error(errorKey ?? name),
                };
                return options ? (
                  <SelectField key={name} {...field}>
                    {Object.entries(options).map(([value, text]) => (
                      <option key={value} value={value}>
                        {text}
                      </option>
                    ))}
                  </SelectField>
                ) : (
                  <TextField
                    key={name}
                    {...field}
                    type={type}
                    inputMode={decimal ? 'decimal' : undefined}
                  />
                );
              },
            )}
          </div>
          <button type="submit" className="btn btn-primary" disabled={form.busy}>
            {labels.submit}
          </button>
        </>
      )}
    </AdminActionForm>
  );
}

export function MedianForm(props: Props) {
  const { labels } = props;
  return (
    <RuleForm
      {...props}
      kind="median"
      action={saveMedian}
      columns={3}
      fields={[
        { name: 'validFrom', label: labels.validFrom, hint: labels.validFromHint, type: 'date' },
        { name: 'amount', label: labels.medianAmount, hint: labels.amountHint, decimal: true },
        {
          name: 'publishedMonth',
          label: labels.publishedMonth,
          hint: labels.publishedMonthHint,
          type: 'month',
        },
        { name: 'source', label: labels.source, wide: true },
      ]}
    />
  );
}

export function PercentageRuleForm(props: Props) {
  const { labels } = props;
  return (
    <RuleForm
      {...props}
      kind="percentage"
      action={savePercentageRule}
      columns={2}
      fields={[
        { name: 'situation', label: labels.situation, options: labels.situations },
        {
          name: 'percentage',
          label: labels.percentage,
          hint: labels.percentageHint,
          decimal: true,
        },
        { name: 'firstDay', label: labels.firstDay, hint: labels.validFromHint, type: 'date' },
        {
          name: 'lastDay',
          label: labels.lastDay,
          hint: labels.lastDayHint,
          type: 'date',
          optional: true,
        },
        { name: 'source', label: labels.source, wide: true },
      ]}
    />
  );
}

export function LivingCostsForm(props: Props) {
  const { labels } = props;
  return (
    <RuleForm
      {...props}
      kind="living"
      action={saveLivingCosts}
      columns={3}
      fields={[
        {
          name: 'validFrom',
          label: labels.validFrom,
          hint: labels.validFromHint,
          type: 'date',
          wide: true,
        },
        ...LIVING_COST_KEYS.map((key) => ({
          name: key,
          label: labels.livingCosts[key],
          hint: labels.amountHint,
          decimal: true,
          errorKey: `amounts.${key}`,
        })),
        { name: 'source', label: labels.source, wide: true },
      ]}
    />
  );
}
