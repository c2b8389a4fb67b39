import { DEFAULT_SALARY_PARAMETERS, type SalaryParameterKey } from './defaults';

// Salary rules change every year (Statistics Sweden's median in June, Migrationsverket's living
// costs in January), so they are data with a date: a rule set is the spec's eight parameters plus
// the day it takes effect and where the figures come from. Pure: used by the server (which set is
// in force), the API, the seed and the calculator.

/** A calendar date, `YYYY-MM-DD`. */
export type IsoDate = string;

export interface SalaryRuleSet {
  validFrom: IsoDate;
  source: string;
  /** A missing (or null, or 0) value falls back to the spec's default for that key. */
  parameters: Partial<Record<SalaryParameterKey, number | null>>;
}

export const RULES_TIME_ZONE = 'Europe/Stockholm';

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** True for a real calendar date written `YYYY-MM-DD` (no 2026-02-30). */
export function isIsoDate(value: string): value is IsoDate {
  const match = ISO_DATE.exec(value);
  if (!match) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

// Made on first use, not when the module loads: a formatter with a time zone starts the browser's
// time-zone data (a long task on a phone), and the salary page needs this one only when the live
// read fails (tests/unit/salary-intl-on-demand.test.ts).
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

/**
 * The set in force on `today`: the latest `validFrom` on or before it, or null when every set
 * lies in the future (or there is none). ISO dates compare correctly as strings.
 */
export function ruleSetInForce<T extends { validFrom: IsoDate }>(
  sets: readonly T[],
  today: IsoDate,
): T | null {
  let best: T | null = null;
  for (const set of sets) {
    if (set.validFrom <= today && (!best || set.validFrom > best.validFrom)) best = set;
  }
  return best;
}

/** What the calculator uses when the database holds no set at all: the spec's figures. */
export const DEFAULT_RULE_SET: SalaryRuleSet = {
  validFrom: '2025-09-01',
  source: 'Built-in defaults: the 2025 figures of the product specification',
  parameters: { ...DEFAULT_SALARY_PARAMETERS },
};

const SPEC_LIVING_COSTS = {
  single_adult_remaining: 6186,
  couples_remaining: 10219,
  children_0_6_remaining: 3306,
  children_7_10_remaining: 3967,
  children_11_14_remaining: 4629,
  children_15_17_remaining: 5290,
} as const;

/**
 * The sets a fresh install starts with (prisma seed; never overwriting a set of the same date):
 * the spec's 2025 figures, and the rules in force since 1 June 2026, when the floor for a first
 * work permit rose from 80 % to 90 % of the median salary.
 */
export const SEED_RULE_SETS: readonly SalaryRuleSet[] = [
  {
    validFrom: '2025-09-01',
    source: 'Migrationsverket: maintenance requirement and salary floor (80 % of the median), 2025',
    parameters: { median_salary_sweden: 37100, percentage_requirement: 80, ...SPEC_LIVING_COSTS },
  },
  {
    validFrom: '2026-06-01',
    source: 'Migrationsverket: new rules for work permits from 1 June 2026 (90 % of the median)',
    parameters: { median_salary_sweden: 37100, percentage_requirement: 90, ...SPEC_LIVING_COSTS },
  },
];
