'use client';

import { AdminActionForm, type AdminAction } from '@/components/admin/tools/action-form';
import { SelectField, TextField } from '@/components/ui/field';
import { saveLivingCosts, saveMedian, savePercentageRule } from '@/lib/admin/actions/salary';
import {
  LIVING_COST_KEYS,
  SITUATIONS,
  type LivingCostKey,
  type Situation,
} from '@/lib/salary/rules';

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

interface Props<Initial> {
  /** Absent when adding. */
  id?: string;
  initial: Initial;
  labels: RuleFormLabels;
  messages: Record<string, string>;
}

function Frame({
  id,
  action,
  messages,
  labels,
  children,
}: {
  id?: string;
  action: AdminAction;
  messages: Record<string, string>;
  labels: RuleFormLabels;
  children: Parameters<typeof AdminActionForm>[0]['children'];
}) {
  return (
    <AdminActionForm action={action} messages={messages} className="space-y-4">
      {(form) => (
        <>
          {id ? <input type="hidden" name="id" value={id} /> : null}
          {children(form)}
          <button type="submit" className="btn btn-primary" disabled={form.busy}>
            {labels.submit}
          </button>
        </>
      )}
    </AdminActionForm>
  );
}

export function MedianForm({
  id,
  initial,
  labels,
  messages,
}: Props<{ validFrom: string; amount: string; publishedMonth: string; source: string }>) {
  const prefix = `median-${id ?? 'new'}`;
  return (
    <Frame id={id} action={saveMedian} messages={messages} labels={labels}>
      {(form) => (
        <div className="grid gap-4 md:grid-cols-3">
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
          <TextField
            id={`${prefix}-amount`}
            name="amount"
            inputMode="decimal"
            label={labels.medianAmount}
            hint={labels.amountHint}
            requiredLabel={labels.required}
            defaultValue={form.value('amount', initial.amount)}
            error={form.error('amount')}
          />
          <TextField
            id={`${prefix}-publishedMonth`}
            name="publishedMonth"
            type="month"
            label={labels.publishedMonth}
            hint={labels.publishedMonthHint}
            requiredLabel={labels.required}
            defaultValue={form.value('publishedMonth', initial.publishedMonth)}
            error={form.error('publishedMonth')}
          />
          <TextField
            id={`${prefix}-source`}
            name="source"
            label={labels.source}
            requiredLabel={labels.required}
            className="md:col-span-3"
            defaultValue={form.value('source', initial.source)}
            error={form.error('source')}
          />
        </div>
      )}
    </Frame>
  );
}

export function PercentageRuleForm({
  id,
  initial,
  labels,
  messages,
}: Props<{
  situation: Situation;
  firstDay: string;
  lastDay: string;
  percentage: string;
  source: string;
}>) {
  const prefix = `percentage-${id ?? 'new'}`;
  return (
    <Frame id={id} action={savePercentageRule} messages={messages} labels={labels}>
      {(form) => (
        <div className="grid gap-4 md:grid-cols-2">
          <SelectField
            id={`${prefix}-situation`}
            name="situation"
            label={labels.situation}
            requiredLabel={labels.required}
            defaultValue={form.value('situation', initial.situation)}
            error={form.error('situation')}
          >
            {SITUATIONS.map((situation) => (
              <option key={situation} value={situation}>
                {labels.situations[situation]}
              </option>
            ))}
          </SelectField>
          <TextField
            id={`${prefix}-percentage`}
            name="percentage"
            inputMode="decimal"
            label={labels.percentage}
            hint={labels.percentageHint}
            requiredLabel={labels.required}
            defaultValue={form.value('percentage', initial.percentage)}
            error={form.error('percentage')}
          />
          <TextField
            id={`${prefix}-firstDay`}
            name="firstDay"
            type="date"
            label={labels.firstDay}
            hint={labels.validFromHint}
            requiredLabel={labels.required}
            defaultValue={form.value('firstDay', initial.firstDay)}
            error={form.error('firstDay')}
          />
          <TextField
            id={`${prefix}-lastDay`}
            name="lastDay"
            type="date"
            label={labels.lastDay}
            hint={labels.lastDayHint}
            defaultValue={form.value('lastDay', initial.lastDay)}
            error={form.error('lastDay')}
          />
          <TextField
            id={`${prefix}-source`}
            name="source"
            label={labels.source}
            requiredLabel={labels.required}
            className="md:col-span-2"
            defaultValue={form.value('source', initial.source)}
            error={form.error('source')}
          />
        </div>
      )}
    </Frame>
  );
}

export function LivingCostsForm({
  id,
  initial,
  labels,
  messages,
}: Props<{ validFrom: string; amounts: Record<LivingCostKey, string>; source: string }>) {
  const prefix = `living-${id ?? 'new'}`;
  return (
    <Frame id={id} action={saveLivingCosts} messages={messages} labels={labels}>
      {(form) => (
        <div className="grid gap-4 md:grid-cols-3">
          <TextField
            id={`${prefix}-validFrom`}
            name="validFrom"
            type="date"
            label={labels.validFrom}
            hint={labels.validFromHint}
            requiredLabel={labels.required}
            className="md:col-span-3"
            defaultValue={form.value('validFrom', initial.validFrom)}
            error={form.error('validFrom')}
          />
          {LIVING_COST_KEYS.map((key) => (
            <TextField
              key={key}
              id={`${prefix}-${key}`}
              name={key}
              inputMode="decimal"
              label={labels.livingCosts[key]}
              hint={labels.amountHint}
              requiredLabel={labels.required}
              defaultValue={form.value(key, initial.amounts[key])}
              error={form.error(`amounts.${key}`)}
            />
          ))}
          <TextField
            id={`${prefix}-source`}
            name="source"
            label={labels.source}
            requiredLabel={labels.required}
            className="md:col-span-3"
            defaultValue={form.value('source', initial.source)}
            error={form.error('source')}
          />
        </div>
      )}
    </Frame>
  );
}
