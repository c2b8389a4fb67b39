import 'server-only';
import type { Db } from '@/lib/db/client';
import { withDatabase } from '@/lib/db/errors';
import { SALARY_PARAMETER_KEYS } from './calculate';
import { plainRules, readSalaryRules } from './rule-store';
import {
  stockholmDate,
  withDefaults,
  type IsoDate,
  type SalaryRules,
  type Situation,
} from './rules';
import { appliedParameters, applicableRules, type AppliedRules } from './select';

// The salary rules as the public site reads them: the calculator's API, its page's render, its
// no-JavaScript answer and the FAQ's figures. Each takes the client; the caller opens it.

/** Every rule in the database, with the spec's figures for a kind it holds none of. */
export async function readRules(db: Db): Promise<SalaryRules> {
  return withDefaults(plainRules(await withDatabase(() => readSalaryRules(db))));
}

/** The rules and the day the salary page carries from its render. */
export interface RenderedRules {
  rules: SalaryRules;
  today: IsoDate;
}

/**
 * The rules for the salary page's render. The page carries all of them (a visitor may ask about
 * any application date), so its answer stands when the live read fails. A failed read throws:
 * at build the build fails, and in a revalidation Next keeps serving the last good page.
 */
export async function salaryRulesForRender(db: Db, now: Date): Promise<RenderedRules> {
  return { rules: await readRules(db), today: stockholmDate(now) };
}

/** GET /api/salary-parameters: the spec's answer for one case, plus what the calculator needs. */
export interface SalaryParametersAnswer {
  /** The spec's eight parameters for the case (by default a first permit received today). */
  parameters: { parameter_key: string; parameter_value: number }[];
  /** The date of the newest figure used. */
  valid_from: IsoDate;
  /** Where the median, the percentage and the living costs come from. */
  source: string;
  situation: Situation;
  application_date: IsoDate;
  /** Every rule, so the calculator can answer for any situation and date in the browser. */
  rules: SalaryRules;
}

/** The answer for `situation` and `date`, or null when the date lies before every rule. */
export function salaryParametersAnswer(
  rules: SalaryRules,
  situation: Situation,
  date: IsoDate,
): SalaryParametersAnswer | null {
  const applied: AppliedRules | null = applicableRules(rules, situation, date);
  if (!applied) return null;
  const parameters = appliedParameters(applied);
  return {
    parameters: SALARY_PARAMETER_KEYS.map((key) => ({
      parameter_key: key,
      parameter_value: parameters[key],
    })),
    valid_from: applied.basisDate,
    source: [applied.median, applied.percentage, applied.livingCosts]
      .map((figure) => figure.source)
      .join(' | '),
    situation,
    application_date: date,
    rules,
  };
}
