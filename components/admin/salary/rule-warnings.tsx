import Link from 'next/link';
import { adminLocale, adminTranslator } from '@/lib/admin/i18n';
import { getDb } from '@/lib/db/client';
import { warningText } from '@/lib/salary/alert-email';
import { readRules } from '@/lib/salary/read';
import { stockholmDate } from '@/lib/salary/rules';
import { ruleWarnings } from '@/lib/salary/warnings';
import { now } from '@/lib/time/clock';

/**
 * What the salary rules may be missing today (lib/salary/warnings.ts), on the back office's front
 * page and the salary rules' page, until staff enter it. Nothing when all is current.
 */
export async function SalaryRuleWarnings({ link = true }: { link?: boolean }) {
  const warnings = ruleWarnings(await readRules(await getDb()), stockholmDate(now()));
  if (warnings.length === 0) return null;
  const t = await adminTranslator('AdminSalary');
  const locale = await adminLocale();
  return (
    <section
      aria-labelledby="salary-warnings"
      className="rounded-md border border-warning-700 bg-warning-50 px-4 py-3 text-ink"
    >
      <h2 id="salary-warnings" className="font-semibold">
        {t('warnings.title')}
      </h2>
      <ul className="mt-1 list-disc space-y-1 pl-5">
        {warnings.map((warning) => (
          <li key={`${warning.kind}-${'year' in warning ? warning.year : warning.situation}`}>
            {warningText(warning, locale)}
          </li>
        ))}
      </ul>
      {link ? (
        <p className="mt-2">
          <Link prefetch={false} href="/admin/salary" className="font-semibold underline">
            {t('warnings.link')}
          </Link>
        </p>
      ) : null}
    </section>
  );
}
