import 'server-only';
import { adminFormMessages, requiredLabel } from '@/components/admin/tools/form-messages';
import { saveLivingCosts, saveMedian, savePercentageRule } from '@/lib/admin/actions/salary';
import { adminTranslator } from '@/lib/admin/i18n';
import type { AdminSalaryRules } from '@/lib/admin/salary-rules';
import {
  LIVING_COST_KEYS,
  SITUATIONS,
  type LivingCosts,
  type Median,
  type PercentageRule,
} from '@/lib/salary/rules';
import type { RuleField, RuleFormProps } from './rule-forms';

// The three kinds of salary rule as the back office shows them (messages: AdminSalary, under
// the kind's name): a table and a form to add one on /admin/salary, a page to change one.

export type RuleKind = keyof AdminSalaryRules;
export const RULE_KINDS: readonly RuleKind[] = ['medians', 'percentages', 'livingCosts'];

/** Where one entry is changed: /admin/salary/<path>/<id>. */
export const RULE_PATHS = {
  medians: 'median',
  percentages: 'percentage',
  livingCosts: 'living-costs',
} as const satisfies Record<RuleKind, string>;

export type Translator = Awaited<ReturnType<typeof adminTranslator<'AdminSalary'>>>;
/** One entry of any kind. */
export type Rule = Median | PercentageRule | LivingCosts;

/** "Change the median from 2026-06-16": the edit page's title and its link's name. */
export function editTitle(t: Translator, entry: Rule): string {
  if ('situation' in entry) {
    return t('percentages.editTitle', { situation: entry.situation, date: entry.firstDay });
  }
  return t('amounts' in entry ? 'livingCosts.editTitle' : 'medians.editTitle', {
    date: entry.validFrom,
  });
}

/** A stored entry as its form shows it: figures as plain digits, no last day as a blank. */
export function formValues(entry: Rule): Record<string, string> {
  const { amounts, ...fields } = { amounts: {}, ...entry };
  return Object.fromEntries(
    Object.entries({ ...fields, ...amounts }).map(([name, value]) => [
      name,
      value === null ? '' : String(value),
    ]),
  );
}

/** Each kind's form in the staff's language: its action, grid, fields and labels. */
export async function ruleForms(
  submit: 'save' | 'add',
): Promise<Record<RuleKind, Omit<RuleFormProps, 'id' | 'initial'>>> {
  const t = await adminTranslator('AdminSalary');
  const shared = {
    required: await requiredLabel(),
    submit: t(submit),
    messages: await adminFormMessages('AdminSalary'),
  };
  const validFrom = {
    name: 'validFrom',
    label: t('validFrom'),
    hint: t('validFromHint'),
    type: 'date',
  } as const;
  const amount = (name: string, label: string): RuleField => ({
    name,
    label,
    hint: t('amountHint'),
    decimal: true,
  });
  const source: RuleField = { name: 'source', label: t('source'), wide: true };
  return {
    medians: {
      ...shared,
      idPrefix: 'median',
      action: saveMedian,
      columns: 3,
      fields: [
        validFrom,
        amount('amount', t('medians.amount')),
        {
          name: 'publishedMonth',
          label: t('medians.publishedMonth'),
          hint: t('medians.publishedMonthHint'),
          type: 'month',
        },
        source,
      ],
    },
    percentages: {
      ...shared,
      idPrefix: 'percentage',
      action: savePercentageRule,
      columns: 2,
      fields: [
        {
          name: 'situation',
          label: t('percentages.situation'),
          options: Object.fromEntries(
            SITUATIONS.map((situation) => [situation, t(`percentages.situations.${situation}`)]),
          ),
        },
        {
          name: 'percentage',
          label: t('percentages.percentage'),
          hint: t('percentages.percentageHint'),
          decimal: true,
        },
        { ...validFrom, name: 'firstDay', label: t('percentages.firstDay') },
        {
          name: 'lastDay',
          label: t('percentages.lastDay'),
          hint: t('percentages.lastDayHint'),
          type: 'date',
          optional: true,
        },
        source,
      ],
    },
    livingCosts: {
      ...shared,
      idPrefix: 'living',
      action: saveLivingCosts,
      columns: 3,
      fields: [
        { ...validFrom, wide: true },
        ...LIVING_COST_KEYS.map((key) => ({
          ...amount(key, t(`livingCosts.amounts.${key}`)),
          errorKey: `amounts.${key}`,
        })),
        source,
      ],
    },
  };
}
