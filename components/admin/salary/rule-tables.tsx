import Link from 'next/link';
import { AdminTable } from '@/components/admin/admin-table';
import { adminLocale, adminTranslator } from '@/lib/admin/i18n';
import type { AdminSalaryRules, RuleStatus } from '@/lib/admin/salary-rules';
import { LIVING_COST_KEYS } from '@/lib/salary/rules';

// The salary rules as the back office lists them, newest first, what is in force today
// highlighted, each with a link to change it (app/admin/(staff)/salary/[kind]/[id]).

const STATUS = {
  future: 'statusFuture',
  inForce: 'statusInForce',
  past: 'statusPast',
} as const satisfies Record<RuleStatus, string>;

const rowClass = (status: RuleStatus) =>
  `border-b border-line ${status === 'inForce' ? 'bg-success-50 font-semibold' : ''}`;

async function tools() {
  const t = await adminTranslator('AdminSalary');
  const number = new Intl.NumberFormat((await adminLocale()) === 'sv' ? 'sv-SE' : 'en-GB');
  return { t, number: (value: number) => number.format(value) };
}

function EditLink({ href, label, text }: { href: string; label: string; text: string }) {
  return (
    <Link prefetch={false} href={href} aria-label={label}>
      {text}
    </Link>
  );
}

export async function MedianTable({ medians }: Pick<AdminSalaryRules, 'medians'>) {
  const { t, number } = await tools();
  return (
    <AdminTable
      caption={t('medians.title')}
      columns={[
        t('validFrom'),
        t('medians.amount'),
        t('medians.publishedMonth'),
        t('status'),
        t('source'),
        t('actions'),
      ]}
    >
      {medians.map((median) => (
        <tr key={median.id} className={rowClass(median.status)}>
          <th scope="row" className="p-2 whitespace-nowrap">
            {median.validFrom}
          </th>
          <td className="p-2 text-right tabular-nums">{number(median.amount)}</td>
          <td className="p-2 whitespace-nowrap">{median.publishedMonth}</td>
          <td className="p-2">{t(STATUS[median.status])}</td>
          <td className="p-2">{median.source}</td>
          <td className="p-2">
            <EditLink
              href={`/admin/salary/median/${median.id}`}
              label={t('medians.editTitle', { date: median.validFrom })}
              text={t('edit')}
            />
          </td>
        </tr>
      ))}
    </AdminTable>
  );
}

export async function PercentageTable({ percentages }: Pick<AdminSalaryRules, 'percentages'>) {
  const { t, number } = await tools();
  return (
    <AdminTable
      caption={t('percentages.title')}
      columns={[
        t('percentages.situation'),
        t('percentages.firstDay'),
        t('percentages.lastDay'),
        t('percentages.percentage'),
        t('status'),
        t('source'),
        t('actions'),
      ]}
    >
      {percentages.map((rule) => (
        <tr key={rule.id} className={rowClass(rule.status)}>
          <th scope="row" className="p-2">
            {t(`percentages.situations.${rule.situation}`)}
          </th>
          <td className="p-2 whitespace-nowrap">{rule.firstDay}</td>
          <td className="p-2 whitespace-nowrap">{rule.lastDay ?? t('percentages.untilFurther')}</td>
          <td className="p-2 text-right tabular-nums">{number(rule.percentage)}</td>
          <td className="p-2">{t(STATUS[rule.status])}</td>
          <td className="p-2">{rule.source}</td>
          <td className="p-2">
            <EditLink
              href={`/admin/salary/percentage/${rule.id}`}
              label={t('percentages.editTitle', { situation: rule.situation, date: rule.firstDay })}
              text={t('edit')}
            />
          </td>
        </tr>
      ))}
    </AdminTable>
  );
}

export async function LivingCostsTable({ livingCosts }: Pick<AdminSalaryRules, 'livingCosts'>) {
  const { t, number } = await tools();
  return (
    <AdminTable
      caption={t('livingCosts.title')}
      columns={[
        t('validFrom'),
        ...LIVING_COST_KEYS.map((key) => t(`livingCosts.amounts.${key}`)),
        t('status'),
        t('source'),
        t('actions'),
      ]}
    >
      {livingCosts.map((costs) => (
        <tr key={costs.id} className={rowClass(costs.status)}>
          <th scope="row" className="p-2 whitespace-nowrap">
            {costs.validFrom}
          </th>
          {LIVING_COST_KEYS.map((key) => (
            <td key={key} className="p-2 text-right tabular-nums">
              {number(costs.amounts[key])}
            </td>
          ))}
          <td className="p-2">{t(STATUS[costs.status])}</td>
          <td className="p-2">{costs.source}</td>
          <td className="p-2">
            <EditLink
              href={`/admin/salary/living-costs/${costs.id}`}
              label={t('livingCosts.editTitle', { date: costs.validFrom })}
              text={t('edit')}
            />
          </td>
        </tr>
      ))}
    </AdminTable>
  );
}
