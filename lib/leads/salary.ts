import 'server-only';
import { getDb } from '@/lib/db/client';
import { withDatabase } from '@/lib/db/errors';
import type { SalaryLog } from '@/lib/validation/salary-log';

/** Records one salary verification (statistics only: no email, no personal data). */
export async function logSalaryVerification(input: SalaryLog): Promise<{ id: string }> {
  return withDatabase(async () => {
    const db = await getDb();
    return db.salaryVerificationLog.create({ data: input, select: { id: true } });
  });
}

export interface SalaryParameterEntry {
  parameter_key: string;
  parameter_value: number;
}

/** The salary calculation parameters as the original API returned them (spec §3). */
export async function readSalaryParameters(): Promise<SalaryParameterEntry[]> {
  return withDatabase(async () => {
    const db = await getDb();
    const rows = await db.salaryCalculationParameter.findMany({
      select: { parameterKey: true, parameterValue: true },
      orderBy: { parameterKey: 'asc' },
    });
    return rows.map((row) => ({
      parameter_key: row.parameterKey,
      parameter_value: Number(row.parameterValue),
    }));
  });
}
