'use client';

import { AdminActionForm, type AdminAction } from '@/components/admin/tools/action-form';
import { SelectField, TextField } from '@/components/ui/field';

// The back office's salary forms (a median, a percentage rule, living-cost amounts): a real
// <form> around its Server Action (lib/admin/actions/salary.ts), so it works without
// JavaScript, and a refused form comes back with its messages and what was typed. Each form's
// action, fields and labels come from the server in the staff's language (rule-kinds.ts).

/** One control of a rule form: a text field, or a select when `options` are given. */
export interface RuleField {
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

export interface RuleFormProps {
  /** The start of the fields' ids ("median-new-amount", "living-<id>-couple"). */
  idPrefix: string;
  action: AdminAction;
  columns: 2 | 3;
  fields: RuleField[];
  /** The required mark's words, the button's text and the messages by error key. */
  required: string;
  submit: string;
  messages: Record<string, string>;
  /** Absent when adding. */
  id?: string;
  /** The values shown first, by field name; a field not named here starts blank. */
  initial: Record<string, string>;
}

// Whole class names, so that Tailwind finds them in the source.
const GRID = {
  2: { grid: 'grid gap-4 md:grid-cols-2', wide: 'md:col-span-2' },
  3: { grid: 'grid gap-4 md:grid-cols-3', wide: 'md:col-span-3' },
};

/** A rule form: its fields in a grid of `columns`, with `initial` as the values shown first. */
export function RuleForm({
  idPrefix,
  action,
  columns,
  fields,
  required,
  submit,
  messages,
  id,
  initial,
}: RuleFormProps) {
  const prefix = `${idPrefix}-${id ?? 'new'}`;
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
                  requiredLabel: optional ? undefined : required,
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
            {submit}
          </button>
        </>
      )}
    </AdminActionForm>
  );
}
