import type { Db } from '@/lib/db/client';
import type {
  SalaryLivingCosts as LivingCostsRow,
  SalaryMedian as MedianRow,
  SalaryPercentageRule as PercentageRow,
} from '@/lib/db/generated/client';
import {
  LIVING_COST_KEYS,
  SITUATIONS,
  type IsoDate,
  type LivingCosts,
  type Median,
  type PercentageRule,
  type SalaryRules,
} from './rules';
import { SEED_SALARY_RULES } from './seed-rules';

// The salary rules in the database (salary_medians, salary_percentage_rules,
// salary_living_costs). No 'server-only' here: the seed and `npm run salary:rules` use it too.

/** A stored entry: the figure plus its row id. */
export type Stored<T> = T & { id: string };

export interface StoredSalaryRules {
  medians: Stored<Median>[];
  percentages: Stored<PercentageRule>[];
  livingCosts: Stored<LivingCosts>[];
}

/** A calendar date as the DATE columns take it, and back. */
export const dateOf = (day: IsoDate) => new Date(`${day}T00:00:00Z`);
const dayOf = (date: Date): IsoDate => date.toISOString().slice(0, 10);

export const toMedian = (row: MedianRow): Stored<Median> => ({
  id: row.id,
  validFrom: dayOf(row.validFrom),
  amount: Number(row.amount),
  publishedMonth: dayOf(row.publishedMonth).slice(0, 7),
  source: row.source,
});

export const toPercentageRule = (row: PercentageRow): Stored<PercentageRule> => ({
  id: row.id,
  situation: row.situation,
  firstDay: dayOf(row.firstDay),
  lastDay: row.lastDay ? dayOf(row.lastDay) : null,
  percentage: Number(row.percentage),
  source: row.source,
});

export const toLivingCosts = (row: LivingCostsRow): Stored<LivingCosts> => ({
  id: row.id,
  validFrom: dayOf(row.validFrom),
  amounts: Object.fromEntries(
    LIVING_COST_KEYS.map((key) => [key, Number(row[key])]),
  ) as LivingCosts['amounts'],
  source: row.source,
});

export const medianData = (median: Median) => ({
  validFrom: dateOf(median.validFrom),
  amount: median.amount,
  publishedMonth: dateOf(`${median.publishedMonth}-01`),
  source: median.source,
});

export const percentageRuleData = (rule: PercentageRule) => ({
  situation: rule.situation,
  firstDay: dateOf(rule.firstDay),
  lastDay: rule.lastDay ? dateOf(rule.lastDay) : null,
  percentage: rule.percentage,
  source: rule.source,
});

export const livingCostsData = (costs: LivingCosts) => ({
  validFrom: dateOf(costs.validFrom),
  ...costs.amounts,
  source: costs.source,
});

/** Every rule, each kind oldest first. */
export async function readSalaryRules(db: Db): Promise<StoredSalaryRules> {
  const [medians, percentages, livingCosts] = await Promise.all([
    db.salaryMedian.findMany({ orderBy: { validFrom: 'asc' } }),
    db.salaryPercentageRule.findMany({ orderBy: [{ situation: 'asc' }, { firstDay: 'asc' }] }),
    db.salaryLivingCosts.findMany({ orderBy: { validFrom: 'asc' } }),
  ]);
  return {
    medians: medians.map(toMedian),
    percentages: percentages.map(toPercentageRule),
    livingCosts: livingCosts.map(toLivingCosts),
  };
}

/**
 * The seed rules (lib/salary/seed-rules.ts), each kind only into an empty table (percentage
 * rules: for a situation without any), so a redeploy never brings back a figure staff changed or
 * removed. Returns how many rows it wrote.
 */
export async function seedSalaryRules(db: Db): Promise<number> {
  let written = 0;
  if ((await db.salaryMedian.count()) === 0) {
    written += (
      await db.salaryMedian.createMany({ data: SEED_SALARY_RULES.medians.map(medianData) })
    ).count;
  }
  for (const situation of SITUATIONS) {
    if ((await db.salaryPercentageRule.count({ where: { situation } })) > 0) continue;
    const rules = SEED_SALARY_RULES.percentages.filter((rule) => rule.situation === situation);
    written += (await db.salaryPercentageRule.createMany({ data: rules.map(percentageRuleData) }))
      .count;
  }
  if ((await db.salaryLivingCosts.count()) === 0) {
    const data = SEED_SALARY_RULES.livingCosts.map(livingCostsData);
    written += (await db.salaryLivingCosts.createMany({ data })).count;
  }
  return written;
}

/** The stored rules without their ids (what the public site reads). */
export function plainRules({ medians, percentages, livingCosts }: StoredSalaryRules): SalaryRules {
  // eslint-disable-next-line @typescript-eslint/no-unused-vars -- the row id is what is dropped
  const withoutId = <T>({ id, ...figure }: Stored<T>) => figure;
  return {
    medians: medians.map(withoutId),
    percentages: percentages.map(withoutId),
    livingCosts: livingCosts.map(withoutId),
  };
}
