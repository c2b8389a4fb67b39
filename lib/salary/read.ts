import 'server-only';
import { withDatabase } from '@/lib/db/errors';
import type { Prisma } from '@/lib/db/generated/client';
import { SALARY_PARAMETER_KEYS } from './defaults';
import { listRuleSets, readRuleSetInForce } from './rule-set-store';
import {
  DEFAULT_RULE_SET,
  ruleSetInForce,
  stockholmDate,
  type IsoDate,
  type SalaryRuleSet,
} from './rule-sets';

// The salary rules as the public site reads them: the calculator's API, the calculator page's
// render and the FAQ's figures. Each takes the client; the caller (a page or route) opens it.

type Db = Prisma.TransactionClient;

/** The set in force on the Stockholm date of `now`, or the built-in defaults when there is none. */
export async function ruleSetInForceOrDefault(db: Db, now: Date): Promise<SalaryRuleSet> {
  return (await readRuleSetInForce(db, now)) ?? DEFAULT_RULE_SET;
}

interface SalaryParameterEntry {
  parameter_key: string;
  parameter_value: number;
}

/** GET /api/salary-parameters: the parameters of the set in force, plus its date and source. */
interface SalaryRulesResponse {
  parameters: SalaryParameterEntry[];
  valid_from: IsoDate;
  source: string;
}

/**
 * The rule set in force today (Stockholm) as the original API returned parameters,
 * with `valid_from` and `source`. A key without a value is left out, so the calculator falls
 * back to its default; no set at all answers the built-in defaults.
 */
export async function readSalaryRules(db: Db, now: Date): Promise<SalaryRulesResponse> {
  const { validFrom, source, parameters } = await withDatabase(() =>
    ruleSetInForceOrDefault(db, now),
  );
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
type RenderedRuleSet = Pick<SalaryRuleSet, 'validFrom' | 'parameters'>;

/**
 * What the salary page carries for the day its live read fails: the set in force when it was
 * rendered, and every set dated later (so one that starts before the next render still takes over
 * on its date), oldest first. The built-in defaults stand in for the set in force only when the
 * database holds none. A failed read throws: at build the build fails, and in a revalidation Next
 * keeps serving the last good page (and the sets it carries).
 */
export async function salaryRulesForRender(
  db: Db,
  now: Date,
): Promise<[inForce: RenderedRuleSet, ...later: RenderedRuleSet[]]> {
  const sets = await withDatabase(() => listRuleSets(db));
  const today = stockholmDate(now);
  const carried = ({ validFrom, parameters }: SalaryRuleSet) => ({ validFrom, parameters });
  const later = sets
    .filter((set) => set.validFrom > today)
    .sort((a, b) => a.validFrom.localeCompare(b.validFrom));
  return [carried(ruleSetInForce(sets, today) ?? DEFAULT_RULE_SET), ...later.map(carried)];
}
