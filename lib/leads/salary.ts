import 'server-only';
import { dateOf } from '@/lib/salary/rule-store';
import type { SalaryLog } from '@/lib/validation/salary-log';
import { inTransaction } from './transaction';

// The salary rules themselves are read in lib/salary/read.ts.

/** Records one salary verification (statistics only: no email, no personal data). */
export async function logSalaryVerification(input: SalaryLog): Promise<{ id: string }> {
  // A transaction of its own, like every lead, so an Idempotency-Key applies here too.
  const { applicationDate, ...fields } = input;
  const data = {
    ...fields,
    ...(applicationDate ? { applicationDate: dateOf(applicationDate) } : {}),
  };
  return inTransaction((tx) => tx.salaryVerificationLog.create({ data, select: { id: true } }));
}
