import Link from 'next/link';
import { notFound } from 'next/navigation';
import { adminTitle, adminTranslator } from '@/lib/admin/i18n';
import { RuleForm } from '@/components/admin/salary/rule-forms';
import {
  editTitle,
  formValues,
  RULE_KINDS,
  RULE_PATHS,
  ruleForms,
} from '@/components/admin/salary/rule-kinds';
import { listSalaryRulesForAdmin } from '@/lib/admin/salary-rules';
import { requireStaff } from '@/lib/admin/session';
import { getDb } from '@/lib/db/client';
import { stockholmDate } from '@/lib/salary/rules';
import { now } from '@/lib/time/clock';

export const generateMetadata = adminTitle('AdminSalary.title');

/** Changes one entry: a median, a percentage rule or a set of living-cost amounts. */
export default async function EditSalaryRulePage({
  params,
}: {
  params: Promise<{ kind: string; id: string }>;
}) {
  await requireStaff();
  const { kind: path, id } = await params;
  const kind = RULE_KINDS.find((candidate) => RULE_PATHS[candidate] === path);
  if (!kind) notFound();
  const rules = await listSalaryRulesForAdmin(await getDb(), stockholmDate(now()));
  const entry = rules[kind].find((candidate) => candidate.id === id);
  if (!entry) notFound();
  const t = await adminTranslator('AdminSalary');
  const forms = await ruleForms('save');
  return (
    <div className="space-y-6">
      <Link href="/admin/salary">{t('back')}</Link>
      <h1 className="text-3xl font-bold">{editTitle(t, entry)}</h1>
      <RuleForm {...forms[kind]} id={id} initial={formValues(entry)} />
    </div>
  );
}
