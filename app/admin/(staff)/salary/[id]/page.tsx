import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { adminTranslator } from '@/lib/admin/i18n';
import { RuleSetForm } from '@/components/admin/salary/rule-set-form';
import {
  ruleSetFormLabels,
  ruleSetFormValues,
} from '@/components/admin/salary/rule-set-form-labels';
import { adminFormMessages } from '@/components/admin/tools/form-messages';
import { listRuleSetsForAdmin } from '@/lib/admin/salary-rules';
import { requireStaff } from '@/lib/admin/session';
import { getDb } from '@/lib/db/client';
import { now } from '@/lib/time/clock';

export const dynamic = 'force-dynamic';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await adminTranslator('AdminSalary'))('title') };
}

export default async function EditRuleSetPage({ params }: { params: Promise<{ id: string }> }) {
  await requireStaff();
  const { id } = await params;
  const set = (await listRuleSetsForAdmin(await getDb(), now())).find((s) => s.id === id);
  if (!set || set.status === 'past') notFound();
  const t = await adminTranslator('AdminSalary');
  return (
    <div className="space-y-6">
      <Link href="/admin/salary">{t('back')}</Link>
      <h1 className="text-3xl font-bold">{t('editTitle', { date: set.validFrom })}</h1>
      <p className="text-muted">
        {set.status === 'future' ? t('editFutureIntro') : t('editInForceIntro')}
      </p>
      <RuleSetForm
        id={set.id}
        withDate={set.status === 'future'}
        initial={ruleSetFormValues(set)}
        labels={await ruleSetFormLabels('save')}
        messages={await adminFormMessages('AdminSalary')}
      />
    </div>
  );
}
