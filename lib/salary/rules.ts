import { DEFAULT_SALARY_PARAMETERS } from './calculate';

// The salary rules are data with dates, split the way the world changes them: Statistics
// Sweden's median (each June), the percentage of it a salary must reach per situation and period
// of application dates (set by the government), and the living costs the salary after tax must
// cover (Kronofogden's normal amounts, each calendar year). Pure: the server, the API, the seed,
// the FAQ and the calculator in the browser all use these types and lib/salary/select.ts.

/** A calendar date, `YYYY-MM-DD`. */
export type IsoDate = string;
/** A calendar month, `YYYY-MM`. */
export type IsoMonth = string;

export const SITUATIONS = ['first_permit', 'extension'] as const;
export type Situation = (typeof SITUATIONS)[number];

export const isSituation = (value: unknown): value is Situation =>
  (SITUATIONS as readonly unknown[]).includes(value);

export interface Median {
  /** The first application date it applies to (until the next median's). */
  validFrom: IsoDate;
  amount: number;
  /** When Statistics Sweden published it. */
  publishedMonth: IsoMonth;
  source: string;
}

export interface PercentageRule {
  situation: Situation;
  /** The application dates it covers: from firstDay to lastDay, or on with no lastDay. */
  firstDay: IsoDate;
  lastDay: IsoDate | null;
  percentage: number;
  source: string;
}

export const LIVING_COST_KEYS = [
  'singleAdult',
  'couple',
  'children0to6',
  'children7to10',
  'children11to14',
  'children15to17',
] as const;
export type LivingCostKey = (typeof LIVING_COST_KEYS)[number];

export interface LivingCosts {
  /** The first application date they apply to (until the next amounts'). */
  validFrom: IsoDate;
  amounts: Record<LivingCostKey, number>;
  source: string;
}

export interface SalaryRules {
  medians: Median[];
  percentages: PercentageRule[];
  livingCosts: LivingCosts[];
}

export const RULES_TIME_ZONE = 'Europe/Stockholm';

/**
 * A median is expected by this day (MM-DD) of the year it is published: from then on, until one
 * published that year is entered, the back office warns (lib/salary/warnings.ts) and an answer
 * for a later application date says a newer median may apply (lib/salary/select.ts).
 */
export const MEDIAN_EXPECTED_BY = '06-20';

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** True for a real calendar date written `YYYY-MM-DD` (no 2026-02-30). */
export function isIsoDate(value: string): value is IsoDate {
  const match = ISO_DATE.exec(value);
  if (!match) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** True for a month written `YYYY-MM`. */
export const isIsoMonth = (value: string): value is IsoMonth => isIsoDate(`${value}-01`);

/** The calendar date `days` after `date` (before, when negative). */
export function addDays(date: IsoDate, days: number): IsoDate {
  const day = new Date(`${date}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + days);
  return day.toISOString().slice(0, 10);
}

// Made on first use, not when the module loads: a formatter with a time zone starts the browser's
// time-zone data (a long task on a phone), and the browser never needs this one: the server says
// which day it is (tests/unit/salary-intl-on-demand.test.ts).
let stockholmDay: Intl.DateTimeFormat | undefined;

/** The calendar date in Stockholm at `now` (rules change at midnight Swedish time). */
export function stockholmDate(now: Date): IsoDate {
  stockholmDay ??= new Intl.DateTimeFormat('en-CA', {
    timeZone: RULES_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  });
  return stockholmDay.format(now);
}

const SPEC_SOURCE = 'Built-in defaults: the 2025 figures of the product specification';
const SPEC_START = '2025-09-01';

/** The spec's living costs (Kronofogden's normal amounts for 2025). */
export const SPEC_LIVING_COSTS: Readonly<Record<LivingCostKey, number>> = {
  singleAdult: DEFAULT_SALARY_PARAMETERS.single_adult_remaining,
  couple: DEFAULT_SALARY_PARAMETERS.couples_remaining,
  children0to6: DEFAULT_SALARY_PARAMETERS.children_0_6_remaining,
  children7to10: DEFAULT_SALARY_PARAMETERS.children_7_10_remaining,
  children11to14: DEFAULT_SALARY_PARAMETERS.children_11_14_remaining,
  children15to17: DEFAULT_SALARY_PARAMETERS.children_15_17_remaining,
};

/**
 * What stands in for a kind of figure the database holds none of (for percentage rules: a
 * situation without any): the spec's figures, 80 % of 37 100 for everyone, from its date.
 */
export const DEFAULT_RULES: SalaryRules = {
  medians: [
    {
      validFrom: SPEC_START,
      amount: DEFAULT_SALARY_PARAMETERS.median_salary_sweden,
      publishedMonth: '2025-06',
      source: SPEC_SOURCE,
    },
  ],
  percentages: SITUATIONS.map((situation) => ({
    situation,
    firstDay: SPEC_START,
    lastDay: null,
    percentage: DEFAULT_SALARY_PARAMETERS.percentage_requirement,
    source: SPEC_SOURCE,
  })),
  livingCosts: [{ validFrom: SPEC_START, amounts: { ...SPEC_LIVING_COSTS }, source: SPEC_SOURCE }],
};

/** The rules with the defaults standing in for whatever kind (or situation) has no row. */
export function withDefaults(rules: SalaryRules): SalaryRules {
  const missing = SITUATIONS.filter((s) => !rules.percentages.some((r) => r.situation === s));
  return {
    medians: rules.medians.length > 0 ? rules.medians : DEFAULT_RULES.medians,
    percentages: [
      ...rules.percentages,
      ...DEFAULT_RULES.percentages.filter((rule) => missing.includes(rule.situation)),
    ],
    livingCosts: rules.livingCosts.length > 0 ? rules.livingCosts : DEFAULT_RULES.livingCosts,
  };
}
