import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { adminTranslator } from '@/lib/admin/i18n';
import {
  LivingCostsForm,
  MedianForm,
  PercentageRuleForm,
} from '@/components/admin/salary/rule-forms';
import { livingCostsFormValues, ruleFormLabels } from '@/components/admin/salary/rule-form-labels';
import {
  LivingCostsTable,
  MedianTable,
  PercentageTable,
} from '@/components/admin/salary/rule-tables';
import { SalaryRuleWarnings } from '@/components/admin/salary/rule-warnings';
import { DoneNotice } from '@/components/admin/tools/done-notice';
import { adminFormMessages } from '@/components/admin/tools/form-messages';
import { listSalaryRulesForAdmin } from '@/lib/admin/salary-rules';
import { requireStaff } from '@/lib/admin/session';
import { getDb } from '@/lib/db/client';
import { isIsoDate, stockholmDate, type LivingCosts } from '@/lib/salary/rules';
import { now } from '@/lib/time/clock';

export const dynamic = 'force-dynamic';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await adminTranslator('AdminSalary'))('title') };
}

const DONE = [
  'median-added',
  'median-updated',
  'percentage-added',
  'percentage-updated',
  'livingCosts-added',
  'livingCosts-updated',
] as const;
const isDone = (value: unknown): value is (typeof DONE)[number] =>
  (DONE as readonly unknown[]).includes(value);

/** One kind of figure: its heading, what it is, its entries, and a form to add one. */
function Part({
  id,
  title,
  intro,
  table,
  addTitle,
  addIntro,
  form,
}: {
  id: string;
  title: string;
  intro: string;
  table: ReactNode;
  addTitle: string;
  addIntro?: string;
  form: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="space-y-3">
      <h2 id={id} className="text-xl font-semibold">
        {title}
      </h2>
      <p className="text-muted">{intro}</p>
      {table}
      <h3 className="pt-2 text-lg font-semibold">{addTitle}</h3>
      {addIntro ? <p className="text-muted">{addIntro}</p> : null}
      {form}
    </section>
  );
}

export default async function AdminSalaryPage({
  searchParams,
}: {
  searchParams: Promise<{ done?: string; date?: string }>;
}) {
  await requireStaff();
  const t = await adminTranslator('AdminSalary');
  const { done, date } = await searchParams;
  const notice = isDone(done) && date && isIsoDate(date) ? t(`done.${done}`, { date }) : null;
  const today = stockholmDate(now());
  const rules = await listSalaryRulesForAdmin(await getDb(), today);
  const [labels, messages] = await Promise.all([
    ruleFormLabels('add'),
    adminFormMessages('AdminSalary'),
  ]);
  const latestCosts: LivingCosts | undefined = rules.livingCosts[0]; // newest first
  return (
    <div className="space-y-10">
      <header className="space-y-2">
        <h1 className="text-3xl font-bold">{t('title')}</h1>
        <p className="text-muted">{t('intro')}</p>
        <p className="text-muted">{t('yearly')}</p>
        <DoneNotice message={notice} />
      </header>
      <SalaryRuleWarnings link={false} />
      <Part
        id="medians"
        title={t('medians.title')}
        intro={t('medians.intro')}
        table={<MedianTable medians={rules.medians} />}
        addTitle={t('medians.addTitle')}
        form={
          <MedianForm
            initial={{
              validFrom: today,
              amount: '',
              publishedMonth: today.slice(0, 7),
              source: '',
            }}
            labels={labels}
            messages={messages}
          />
        }
      />
      <Part
        id="percentages"
        title={t('percentages.title')}
        intro={t('percentages.intro')}
        table={<PercentageTable percentages={rules.percentages} />}
        addTitle={t('percentages.addTitle')}
        form={
          <PercentageRuleForm
            initial={{
              situation: 'first_permit',
              firstDay: today,
              lastDay: '',
              percentage: '',
              source: '',
            }}
            labels={labels}
            messages={messages}
          />
        }
      />
      <Part
        id="living-costs"
        title={t('livingCosts.title')}
        intro={t('livingCosts.intro')}
        table={<LivingCostsTable livingCosts={rules.livingCosts} />}
        addTitle={t('livingCosts.addTitle')}
        addIntro={latestCosts ? t('livingCosts.addIntro') : undefined}
        form={
          <LivingCostsForm
            initial={{ ...livingCostsFormValues(latestCosts, today), source: '' }}
            labels={labels}
            messages={messages}
          />
        }
      />
    </div>
  );
}
