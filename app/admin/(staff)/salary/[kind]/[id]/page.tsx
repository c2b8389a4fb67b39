import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { adminTranslator } from '@/lib/admin/i18n';
import {
  LivingCostsForm,
  MedianForm,
  PercentageRuleForm,
} from '@/components/admin/salary/rule-forms';
import {
  livingCostsFormValues,
  medianFormValues,
  percentageFormValues,
  ruleFormLabels,
} from '@/components/admin/salary/rule-form-labels';
import { adminFormMessages } from '@/components/admin/tools/form-messages';
import { listSalaryRulesForAdmin } from '@/lib/admin/salary-rules';
import { requireStaff } from '@/lib/admin/session';
import { getDb } from '@/lib/db/client';
import { stockholmDate } from '@/lib/salary/rules';
import { now } from '@/lib/time/clock';

export const dynamic = 'force-dynamic';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await adminTranslator('AdminSalary'))('title') };
}

/** Changes one entry: a median, a percentage rule or a set of living-cost amounts. */
export default async function EditSalaryRulePage({
  params,
}: {
  params: Promise<{ kind: string; id: string }>;
}) {
  await requireStaff();
  const { kind, id } = await params;
  const rules = await listSalaryRulesForAdmin(await getDb(), stockholmDate(now()));
  const t = await adminTranslator('AdminSalary');
  const [labels, messages] = await Promise.all([
    ruleFormLabels('save'),
    adminFormMessages('AdminSalary'),
  ]);
  const shared = { id, labels, messages };
  let title: string;
  let form: React.ReactNode;
  if (kind === 'median') {
    const median = rules.medians.find((entry) => entry.id === id);
    if (!median) notFound();
    title = t('medians.editTitle', { date: median.validFrom });
    form = <MedianForm {...shared} initial={medianFormValues(median)} />;
  } else if (kind === 'percentage') {
    const rule = rules.percentages.find((entry) => entry.id === id);
    if (!rule) notFound();
    title = t('percentages.editTitle', { situation: rule.situation, date: rule.firstDay });
    form = <PercentageRuleForm {...shared} initial={percentageFormValues(rule)} />;
  } else if (kind === 'living-costs') {
    const costs = rules.livingCosts.find((entry) => entry.id === id);
    if (!costs) notFound();
    title = t('livingCosts.editTitle', { date: costs.validFrom });
    form = <LivingCostsForm {...shared} initial={livingCostsFormValues(costs)} />;
  } else {
    notFound();
  }
  return (
    <div className="space-y-6">
      <Link href="/admin/salary">{t('back')}</Link>
      <h1 className="text-3xl font-bold">{title}</h1>
      {form}
    </div>
  );
}
