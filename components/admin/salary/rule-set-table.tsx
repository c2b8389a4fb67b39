import Link from 'next/link';
import { adminTranslator, adminLocale } from '@/lib/admin/i18n';
import type { AdminRuleSet, RuleSetStatus } from '@/lib/admin/salary-rules';
import { SALARY_PARAMETER_KEYS } from '@/lib/salary/defaults';
import { AdminTable } from '@/components/admin/admin-table';

const STATUS = {
  future: 'statusFuture',
  inForce: 'statusInForce',
  past: 'statusPast',
} as const satisfies Record<RuleSetStatus, string>;

/** Every rule set, newest first, the one in force highlighted. */
export async function RuleSetTable({ sets }: { sets: AdminRuleSet[] }) {
  const t = await adminTranslator('AdminSalary');
  const number = new Intl.NumberFormat((await adminLocale()) === 'sv' ? 'sv-SE' : 'en-GB');
  return (
    <AdminTable
      caption={t('history')}
      columns={[
        t('validFrom'),
        t('status'),
        ...SALARY_PARAMETER_KEYS.map((key) => t(`parameters.${key}`)),
        t('source'),
        t('actions'),
      ]}
    >
      {sets.map((set) => (
        <tr
          key={set.id}
          className={`border-b border-line ${set.status === 'inForce' ? 'bg-success-50 font-semibold' : ''}`}
        >
          <th scope="row" className="p-2 whitespace-nowrap">
            {set.validFrom}
          </th>
          <td className="p-2">{t(STATUS[set.status])}</td>
          {SALARY_PARAMETER_KEYS.map((key) => {
            const value = set.parameters[key];
            return (
              <td key={key} className="p-2 text-right tabular-nums">
                {value === null || value === undefined ? '–' : number.format(value)}
              </td>
            );
          })}
          <td className="p-2">{set.source}</td>
          <td className="p-2">
            {set.status === 'past' ? null : (
              <Link
                href={`/admin/salary/${set.id}`}
                aria-label={t('editNamed', { date: set.validFrom })}
              >
                {set.status === 'inForce' ? t('changeInForce') : t('edit')}
              </Link>
            )}
          </td>
        </tr>
      ))}
    </AdminTable>
  );
}
