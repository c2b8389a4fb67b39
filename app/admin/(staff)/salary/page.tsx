import { adminMessages, adminTitle, adminTranslator } from '@/lib/admin/i18n';
import { RuleForm } from '@/components/admin/salary/rule-forms';
import { formValues, RULE_KINDS, ruleForms } from '@/components/admin/salary/rule-kinds';
import { RuleTable } from '@/components/admin/salary/rule-tables';
import { SalaryRuleWarnings } from '@/components/admin/salary/rule-warnings';
import { DoneNotice, doneKey } from '@/components/admin/tools/done-notice';
import { listSalaryRulesForAdmin } from '@/lib/admin/salary-rules';
import { requireStaff } from '@/lib/admin/session';
import { getDb } from '@/lib/db/client';
import { isIsoDate, stockholmDate } from '@/lib/salary/rules';
import { now } from '@/lib/time/clock';

export const generateMetadata = adminTitle('AdminSalary.title');

const SECTION_IDS = { medians: 'medians', percentages: 'percentages', livingCosts: 'living-costs' };

export default async function AdminSalaryPage({
  searchParams,
}: {
  searchParams: Promise<{ done?: string; date?: string }>;
}) {
  await requireStaff();
  const t = await adminTranslator('AdminSalary');
  const { done, date } = await searchParams;
  const key = doneKey((await adminMessages()).AdminSalary.done, done);
  const notice = key && date && isIsoDate(date) ? t(`done.${key}`, { date }) : null;
  const today = stockholmDate(now());
  const rules = await listSalaryRulesForAdmin(await getDb(), today);
  const forms = await ruleForms('add');
  const latestCosts = rules.livingCosts.at(0); // newest first
  // What each form to add one shows first; new living costs start from the latest amounts.
  const initial = {
    medians: { validFrom: today, publishedMonth: today.slice(0, 7) },
    percentages: { situation: 'first_permit', firstDay: today },
    livingCosts: { ...(latestCosts && formValues(latestCosts)), validFrom: today, source: '' },
  };
  return (
    <div className="space-y-10">
      <header className="space-y-2">
        <h1 className="text-3xl font-bold">{t('title')}</h1>
        <p className="text-muted">{t('intro')}</p>
        <p className="text-muted">{t('yearly')}</p>
        <DoneNotice message={notice} />
      </header>
      <SalaryRuleWarnings link={false} />
      {RULE_KINDS.map((kind) => (
        <section key={kind} aria-labelledby={SECTION_IDS[kind]} className="space-y-3">
          <h2 id={SECTION_IDS[kind]} className="text-xl font-semibold">
            {t(`${kind}.title`)}
          </h2>
          <p className="text-muted">{t(`${kind}.intro`)}</p>
          <RuleTable kind={kind} rules={rules} />
          <h3 className="pt-2 text-lg font-semibold">{t(`${kind}.addTitle`)}</h3>
          {kind === 'livingCosts' && latestCosts ? (
            <p className="text-muted">{t('livingCosts.addIntro')}</p>
          ) : null}
          <RuleForm {...forms[kind]} initial={initial[kind]} />
        </section>
      ))}
    </div>
  );
}
