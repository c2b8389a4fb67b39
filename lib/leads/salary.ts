import 'server-only';
import type { SalaryLog } from '@/lib/validation/salary-log';
import { inTransaction } from './transaction';

// The salary rules themselves are read in lib/salary/read.ts.

/** Records one salary verification (statistics only: no email, no personal data). */
export async function logSalaryVerification(input: SalaryLog): Promise<{ id: string }> {
  // A transaction of its own, like every lead, so an Idempotency-Key applies here too.
  return inTransaction((tx) =>
    tx.salaryVerificationLog.create({ data: input, select: { id: true } }),
  );
}
