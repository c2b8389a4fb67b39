import { intlLocale } from '@/lib/i18n/dates';
import Link from 'next/link';
import type { ReactNode } from 'react';
import { AdminTable } from '@/components/admin/admin-table';
import { adminLocale, adminTranslator } from '@/lib/admin/i18n';
import type { AdminSalaryRules, RuleStatus, WithStatus } from '@/lib/admin/salary-rules';
import { LIVING_COST_KEYS } from '@/lib/salary/rules';
import { editTitle, RULE_PATHS, type Rule, type RuleKind, type Translator } from './rule-kinds';

// The salary rules as the back office lists them, newest first, what is in force today
// highlighted, each with a link to change it (app/admin/(staff)/salary/[kind]/[id]).

const STATUS = {
  future: 'statusFuture',
  inForce: 'statusInForce',
  past: 'statusPast',
} as const satisfies Record<RuleStatus, string>;

/** A cell's look: a date never breaks, a figure is right-aligned. */
const CELL = {
  date: 'p-2 whitespace-nowrap',
  figure: 'p-2 text-right tabular-nums',
  text: 'p-2',
};
type Cell = [look: keyof typeof CELL, content: ReactNode];

type Row = [entry: WithStatus<Rule>, cells: [Cell, ...Cell[]]];

/** A kind's own columns, and each entry with its cells in them (the first heads the row). */
function ownColumns(
  kind: RuleKind,
  rules: AdminSalaryRules,
  t: Translator,
  figure: (value: number) => Cell,
): { columns: string[]; rows: Row[] } {
  switch (kind) {
    case 'medians':
      return {
        columns: [t('validFrom'), t('medians.amount'), t('medians.publishedMonth')],
        rows: rules.medians.map((median) => [
          median,
          [['date', median.validFrom], figure(median.amount), ['date', median.publishedMonth]],
        ]),
      };
    case 'percentages':
      return {
        columns: [
          t('percentages.situation'),
          t('percentages.firstDay'),
          t('percentages.lastDay'),
          t('percentages.percentage'),
        ],
        rows: rules.percentages.map((rule) => [
          rule,
          [
            ['text', t(`percentages.situations.${rule.situation}`)],
            ['date', rule.firstDay],
            ['date', rule.lastDay ?? t('percentages.untilFurther')],
            figure(rule.percentage),
          ],
        ]),
      };
    case 'livingCosts':
      return {
        columns: [
          t('validFrom'),
          ...LIVING_COST_KEYS.map((key) => t(`livingCosts.amounts.${key}`)),
        ],
        rows: rules.livingCosts.map((costs) => [
          costs,
          [['date', costs.validFrom], ...LIVING_COST_KEYS.map((key) => figure(costs.amounts[key]))],
        ]),
      };
  }
}

/** The table of one kind of rule: its own columns, then status, source and a link to change it. */
export async function RuleTable({ kind, rules }: { kind: RuleKind; rules: AdminSalaryRules }) {
  const t = await adminTranslator('AdminSalary');
  const format = new Intl.NumberFormat(intlLocale[await adminLocale()]);
  const { columns, rows } = ownColumns(kind, rules, t, (value) => ['figure', format.format(value)]);
  return (
    <AdminTable
      caption={t(`${kind}.title`)}
      columns={[...columns, t('status'), t('source'), t('actions')]}
    >
      {rows.map(([entry, [[look, heading], ...cells]]) => (
        <tr
          key={entry.id}
          className={`border-b border-line ${entry.status === 'inForce' ? 'bg-success-50 font-semibold' : ''}`}
        >
          <th scope="row" className={CELL[look]}>
            {heading}
          </th>
          {cells.map(([look, content], index) => (
            <td key={index} className={CELL[look]}>
              {content}
            </td>
          ))}
          <td className="p-2">{t(STATUS[entry.status])}</td>
          <td className="p-2">{entry.source}</td>
          <td className="p-2">
            <Link
              prefetch={false}
              href={`/admin/salary/${RULE_PATHS[kind]}/${entry.id}`}
              aria-label={editTitle(t, entry)}
            >
              {t('edit')}
            </Link>
          </td>
        </tr>
      ))}
    </AdminTable>
  );
}
