import type { SalaryParameters } from './calculate';
import {
  MEDIAN_EXPECTED_BY,
  type IsoDate,
  type LivingCosts,
  type Median,
  type PercentageRule,
  type SalaryRules,
  type Situation,
} from './rules';

// Which figures apply to an application: Migrationsverket assesses a salary against the rules in
// force on the day the application is received, so each kind of figure is the one in force on
// the application date. One pure function, used by the calculator in the browser, its
// no-JavaScript answer, the API, the FAQ and the back office's warnings alike.

export interface AppliedRules {
  situation: Situation;
  applicationDate: IsoDate;
  median: Median;
  /**
   * True when, by the application date, Statistics Sweden will have published a median newer
   * than any known here: the latest is used, and the answer says so.
   */
  newerMedianExpected: boolean;
  percentage: PercentageRule;
  /** True when the date is past the rule's last day and no later rule covers it: it carries on. */
  percentageEnded: boolean;
  livingCosts: LivingCosts;
  /** SEK per month: the median times the percentage. */
  floor: number;
  /** The newest date among the figures used ("the basis was last updated on"). */
  basisDate: IsoDate;
}

/** Of the entries starting on or before `date`, the one starting last. */
function inForce<T>(entries: readonly T[], start: (entry: T) => IsoDate, date: IsoDate): T | null {
  let best: T | null = null;
  for (const entry of entries) {
    if (start(entry) <= date && (!best || start(entry) > start(best))) best = entry;
  }
  return best;
}

/** The year whose median is expected to be out on `date` (it comes each June). */
function expectedMedianYear(date: IsoDate): number {
  const year = Number(date.slice(0, 4));
  return date.slice(5) >= MEDIAN_EXPECTED_BY ? year : year - 1;
}

/**
 * The rules for an application of `situation` received on `date`, or null when the date lies
 * before the first figure of some kind (nothing is known about it).
 */
export function applicableRules(
  rules: SalaryRules,
  situation: Situation,
  date: IsoDate,
): AppliedRules | null {
  const median = inForce(rules.medians, (m) => m.validFrom, date);
  const ownRules = rules.percentages.filter((rule) => rule.situation === situation);
  const percentage = inForce(ownRules, (rule) => rule.firstDay, date);
  const livingCosts = inForce(rules.livingCosts, (costs) => costs.validFrom, date);
  if (!median || !percentage || !livingCosts) return null;
  const isLatest = rules.medians.every((other) => other.validFrom <= median.validFrom);
  const basisDate = [median.validFrom, percentage.firstDay, livingCosts.validFrom].sort().at(-1);
  return {
    situation,
    applicationDate: date,
    median,
    newerMedianExpected:
      isLatest && expectedMedianYear(date) > Number(median.publishedMonth.slice(0, 4)),
    percentage,
    percentageEnded: percentage.lastDay !== null && date > percentage.lastDay,
    livingCosts,
    floor: (median.amount * percentage.percentage) / 100,
    basisDate: basisDate ?? median.validFrom,
  };
}

/** The first application date `situation` has every kind of figure for. */
export function earliestApplicationDate(rules: SalaryRules, situation: Situation): IsoDate | null {
  const firsts = [
    rules.medians.map((m) => m.validFrom),
    rules.percentages.filter((rule) => rule.situation === situation).map((rule) => rule.firstDay),
    rules.livingCosts.map((costs) => costs.validFrom),
  ].map((dates) => dates.sort()[0]);
  if (firsts.some((date) => date === undefined)) return null;
  return (firsts as IsoDate[]).sort().at(-1) ?? null;
}

/** The applied rules as the calculation's eight parameters (lib/salary/calculate.ts). */
export function appliedParameters(applied: AppliedRules): SalaryParameters {
  const costs = applied.livingCosts.amounts;
  return {
    median_salary_sweden: applied.median.amount,
    percentage_requirement: applied.percentage.percentage,
    single_adult_remaining: costs.singleAdult,
    couples_remaining: costs.couple,
    children_0_6_remaining: costs.children0to6,
    children_7_10_remaining: costs.children7to10,
    children_11_14_remaining: costs.children11to14,
    children_15_17_remaining: costs.children15to17,
  };
}

/** What the salary page's "basis last updated" line says: the figures of the answer in view. */
export interface RuleBasis {
  /** The date of the newest figure used. */
  basisDate: IsoDate;
  /** The year of the living-cost amounts used. */
  livingCostsYear: string;
}

/** The basis line of an answer: its newest figure's date and its living costs' year. */
export const basisOf = (applied: AppliedRules): RuleBasis => ({
  basisDate: applied.basisDate,
  livingCostsYear: applied.livingCosts.validFrom.slice(0, 4),
});
