import 'server-only';
import type { Db } from '@/lib/db/client';
import {
  dateOf,
  livingCostsData,
  medianData,
  percentageRuleData,
  readSalaryRules,
  toLivingCosts,
  toMedian,
  toPercentageRule,
  type Stored,
  type StoredSalaryRules,
} from '@/lib/salary/rule-store';
import {
  SITUATIONS,
  type IsoDate,
  type LivingCosts,
  type Median,
  type PercentageRule,
} from '@/lib/salary/rules';

// The back office's salary rules, in the three kinds the world changes separately. Each entry
// carries the dates it applies to, so staff enter a figure with its own date (usually a past
// one: a median applies from the day Statistics Sweden publishes it, and is often entered later)
// and correct a mistyped one in place; every change is in the audit log. One median and one set
// of living costs per date; the periods of one situation's percentage rules never overlap.
// Changes take the transaction of their action.

export type RuleStatus = 'future' | 'inForce' | 'past';
export type WithStatus<T> = Stored<T> & { status: RuleStatus };

export interface AdminSalaryRules {
  medians: WithStatus<Median>[];
  percentages: WithStatus<PercentageRule>[];
  livingCosts: WithStatus<LivingCosts>[];
}

/** A value that clashes with another entry: the field it concerns and why. */
export class SalaryRuleConflictError extends Error {
  override name = 'SalaryRuleConflictError';
  constructor(
    readonly field: string,
    readonly reason: 'dateTaken' | 'overlap',
  ) {
    super(`${field}: ${reason}`);
  }
}
export class SalaryRuleNotFoundError extends Error {
  override name = 'SalaryRuleNotFoundError';
}

/** Entries that take over from each other: the latest started is in force, earlier ones past. */
function byStart<T>(entries: Stored<T>[], start: (entry: T) => IsoDate, today: IsoDate) {
  const started = entries.filter((entry) => start(entry) <= today);
  const current = started.at(-1); // the store lists them oldest first
  return entries.map((entry): WithStatus<T> => ({
    ...entry,
    status: start(entry) > today ? 'future' : entry === current ? 'inForce' : 'past',
  }));
}

/** Every entry, newest first, each marked past, in force or future on `today`. */
export async function listSalaryRulesForAdmin(db: Db, today: IsoDate): Promise<AdminSalaryRules> {
  const rules: StoredSalaryRules = await readSalaryRules(db);
  const percentages = rules.percentages.map((rule): WithStatus<PercentageRule> => ({
    ...rule,
    status:
      rule.firstDay > today
        ? 'future'
        : rule.lastDay !== null && rule.lastDay < today
          ? 'past'
          : 'inForce',
  }));
  return {
    medians: byStart(rules.medians, (m) => m.validFrom, today).reverse(),
    percentages: percentages.sort(
      (a, b) =>
        SITUATIONS.indexOf(a.situation) - SITUATIONS.indexOf(b.situation) ||
        b.firstDay.localeCompare(a.firstDay),
    ),
    livingCosts: byStart(rules.livingCosts, (c) => c.validFrom, today).reverse(),
  };
}

const others = (id: string | null) => (id ? { id: { not: id } } : {});

/** Adds a median (`id` null) or changes one. */
export async function saveMedian(tx: Db, id: string | null, input: Median) {
  const clash = await tx.salaryMedian.findFirst({
    where: { validFrom: dateOf(input.validFrom), ...others(id) },
  });
  if (clash) throw new SalaryRuleConflictError('validFrom', 'dateTaken');
  const data = medianData(input);
  if (!id) return toMedian(await tx.salaryMedian.create({ data }));
  const { count } = await tx.salaryMedian.updateMany({ where: { id }, data });
  if (count === 0) throw new SalaryRuleNotFoundError(`No median ${id}.`);
  return { id, ...input };
}

/** Adds a percentage rule (`id` null) or changes one; refused when its period overlaps another. */
export async function savePercentageRule(tx: Db, id: string | null, input: PercentageRule) {
  const rows = await tx.salaryPercentageRule.findMany({
    where: { situation: input.situation, ...others(id) },
  });
  const end = input.lastDay ?? '9999-12-31';
  const overlaps = rows
    .map(toPercentageRule)
    .some((rule) => rule.firstDay <= end && input.firstDay <= (rule.lastDay ?? '9999-12-31'));
  if (overlaps) throw new SalaryRuleConflictError('firstDay', 'overlap');
  const data = percentageRuleData(input);
  if (!id) return toPercentageRule(await tx.salaryPercentageRule.create({ data }));
  const { count } = await tx.salaryPercentageRule.updateMany({ where: { id }, data });
  if (count === 0) throw new SalaryRuleNotFoundError(`No percentage rule ${id}.`);
  return { id, ...input };
}

/** Adds living-cost amounts (`id` null) or changes them. */
export async function saveLivingCosts(tx: Db, id: string | null, input: LivingCosts) {
  const clash = await tx.salaryLivingCosts.findFirst({
    where: { validFrom: dateOf(input.validFrom), ...others(id) },
  });
  if (clash) throw new SalaryRuleConflictError('validFrom', 'dateTaken');
  const data = livingCostsData(input);
  if (!id) return toLivingCosts(await tx.salaryLivingCosts.create({ data }));
  const { count } = await tx.salaryLivingCosts.updateMany({ where: { id }, data });
  if (count === 0) throw new SalaryRuleNotFoundError(`No living costs ${id}.`);
  return { id, ...input };
}
