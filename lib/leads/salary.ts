import 'server-only';
import { getDb } from '@/lib/db/client';
import { withDatabase } from '@/lib/db/errors';
import { log } from '@/lib/log';
import { SALARY_PARAMETER_KEYS } from '@/lib/salary/defaults';
import { readRuleSetInForce } from '@/lib/salary/rule-set-store';
import { now as clockNow } from '@/lib/time/clock';
import { DEFAULT_RULE_SET, type IsoDate } from '@/lib/salary/rule-sets';
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

/** GET /api/salary-parameters: the spec's body for the set in force, plus its date and source. */
export interface SalaryRulesResponse {
  parameters: SalaryParameterEntry[];
  valid_from: IsoDate;
  source: string;
}

/**
 * The rule set in force today (Stockholm) as the original API returned parameters (spec §3),
 * with `valid_from` and `source`. A key without a value is left out, so the calculator falls
 * back to its default (spec §9); no set at all answers the built-in defaults.
 */
export async function readSalaryRules(now: Date = clockNow()): Promise<SalaryRulesResponse> {
  const set = await withDatabase(async () => readRuleSetInForce(await getDb(), now));
  const { validFrom, source, parameters } = set ?? DEFAULT_RULE_SET;
  return {
    parameters: SALARY_PARAMETER_KEYS.flatMap((key) => {
      const value = parameters[key];
      return value ? [{ parameter_key: key, parameter_value: value }] : [];
    }),
    valid_from: validFrom,
    source,
  };
}

/**
 * The date of the set in force, for a page rendered ahead of time (the salary page is static):
 * a failed read gives the built-in defaults' date, and the page's calculator shows the live one.
 */
export async function ruleBasisForRender(): Promise<IsoDate> {
  try {
    return (await readSalaryRules()).valid_from;
  } catch (error) {
    log.info('salary.rules_read_at_render_failed', { error });
    return DEFAULT_RULE_SET.validFrom;
  }
}
