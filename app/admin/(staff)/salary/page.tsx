import type { Metadata } from 'next';
import { adminTranslator } from '@/lib/admin/i18n';
import { RuleSetForm } from '@/components/admin/salary/rule-set-form';
import { ruleSetFormLabels } from '@/components/admin/salary/rule-set-form-labels';
import { RuleSetTable } from '@/components/admin/salary/rule-set-table';
import { DoneNotice } from '@/components/admin/tools/done-notice';
import { adminFormMessages } from '@/components/admin/tools/form-messages';
import { listRuleSetsForAdmin } from '@/lib/admin/salary-rules';
import { requireStaff } from '@/lib/admin/session';
import { getDb } from '@/lib/db/client';
import { isIsoDate, stockholmDate } from '@/lib/salary/rule-sets';
import { now } from '@/lib/time/clock';

export const dynamic = 'force-dynamic';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await adminTranslator('AdminSalary'))('title') };
}

export default async function AdminSalaryPage({
  searchParams,
}: {
  searchParams: Promise<{ done?: string; date?: string }>;
}) {
  await requireStaff();
  const t = await adminTranslator('AdminSalary');
  const { done, date } = await searchParams;
  const notice =
    (done === 'added' || done === 'updated') && date && isIsoDate(date)
      ? t(`done.${done}`, { date })
      : null;
  const sets = await listRuleSetsForAdmin(await getDb(), now());
  return (
    <div className="space-y-8">
      <header className="space-y-2">
        <h1 className="text-3xl font-bold">{t('title')}</h1>
        <p className="text-muted">{t('intro')}</p>
        <DoneNotice message={notice} />
      </header>
      <section aria-labelledby="rule-sets" className="space-y-3">
        <h2 id="rule-sets" className="text-xl font-semibold">
          {t('history')}
        </h2>
        <RuleSetTable sets={sets} />
      </section>
      <section aria-labelledby="add-rule-set" className="space-y-3">
        <h2 id="add-rule-set" className="text-xl font-semibold">
          {t('addTitle')}
        </h2>
        <p className="text-muted">{t('addIntro')}</p>
        <RuleSetForm
          withDate
          initial={{ validFrom: stockholmDate(now()), source: '', parameters: {} }}
          labels={await ruleSetFormLabels('add')}
          messages={await adminFormMessages('AdminSalary')}
        />
      </section>
    </div>
  );
}
