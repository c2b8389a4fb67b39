import 'server-only';
import { getDb } from '@/lib/db/client';
import { withDatabase } from '@/lib/db/errors';
import { SALARY_PARAMETER_KEYS } from '@/lib/salary/defaults';
import { listRuleSets, readRuleSetInForce } from '@/lib/salary/rule-set-store';
import { now as clockNow } from '@/lib/time/clock';
import {
  DEFAULT_RULE_SET,
  ruleSetInForce,
  stockholmDate,
  type IsoDate,
  type SalaryRuleSet,
} from '@/lib/salary/rule-sets';
import type { SalaryLog } from '@/lib/validation/salary-log';
import { inTransaction } from './transaction';

/** Records one salary verification (statistics only: no email, no personal data). */
export async function logSalaryVerification(input: SalaryLog): Promise<{ id: string }> {
  // A transaction of its own, like every lead, so an Idempotency-Key applies here too.
  return inTransaction((tx) =>
    tx.salaryVerificationLog.create({ data: input, select: { id: true } }),
  );
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
 * The rule set in force today (Stockholm) as the original API returned parameters,
 * with `valid_from` and `source`. A key without a value is left out, so the calculator falls
 * back to its default; no set at all answers the built-in defaults.
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

/** A rule set as a page rendered ahead of time carries it (no source: the page does not show it). */
export type RenderedRuleSet = Pick<SalaryRuleSet, 'validFrom' | 'parameters'>;

/**
 * What the salary page carries for the day its live read fails: the set in force when it was
 * rendered, and every set dated later (so one that starts before the next render still takes over
 * on its date), oldest first. The built-in defaults stand in for the set in force only when the
 * database holds none. A failed read throws: at build the build fails, and in a revalidation Next
 * keeps serving the last good page (and the sets it carries).
 */
export async function salaryRulesForRender(
  now: Date = clockNow(),
): Promise<[inForce: RenderedRuleSet, ...later: RenderedRuleSet[]]> {
  const sets = await withDatabase(async () => listRuleSets(await getDb()));
  const today = stockholmDate(now);
  const carried = ({ validFrom, parameters }: SalaryRuleSet) => ({ validFrom, parameters });
  const later = sets
    .filter((set) => set.validFrom > today)
    .sort((a, b) => a.validFrom.localeCompare(b.validFrom));
  return [carried(ruleSetInForce(sets, today) ?? DEFAULT_RULE_SET), ...later.map(carried)];
}
