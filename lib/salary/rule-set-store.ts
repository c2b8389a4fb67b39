import type { Prisma, PrismaClient, SalaryRuleSet as Row } from '@/lib/db/generated/client';
import { SALARY_PARAMETER_KEYS, type SalaryParameterKey } from './defaults';
import { SEED_RULE_SETS, stockholmDate, type IsoDate, type SalaryRuleSet } from './rule-sets';

// Rule sets in the database (salary_rule_sets). No 'server-only' here: the seed and the
// `npm run salary:rules` script use it too.

type Db = PrismaClient | Prisma.TransactionClient;
type Column = keyof Omit<Row, 'id' | 'validFrom' | 'source' | 'createdAt' | 'updatedAt'>;

/** Each parameter key's column (the SQL columns carry the keys' own names). */
export const RULE_SET_COLUMNS: Readonly<Record<SalaryParameterKey, Column>> = {
  median_salary_sweden: 'medianSalarySweden',
  percentage_requirement: 'percentageRequirement',
  single_adult_remaining: 'singleAdultRemaining',
  couples_remaining: 'couplesRemaining',
  children_0_6_remaining: 'children0to6',
  children_7_10_remaining: 'children7to10',
  children_11_14_remaining: 'children11to14',
  children_15_17_remaining: 'children15to17',
};

/** A stored set, with its id and when it was last changed. */
export interface StoredRuleSet extends SalaryRuleSet {
  id: string;
  updatedAt: Date;
}

const dateOf = (day: IsoDate) => new Date(`${day}T00:00:00Z`);

export function toRuleSet(row: Row): StoredRuleSet {
  const parameters: SalaryRuleSet['parameters'] = {};
  for (const key of SALARY_PARAMETER_KEYS) {
    const value = row[RULE_SET_COLUMNS[key]];
    parameters[key] = value === null ? null : Number(value);
  }
  return {
    id: row.id,
    validFrom: row.validFrom.toISOString().slice(0, 10),
    source: row.source,
    parameters,
    updatedAt: row.updatedAt,
  };
}

export function ruleSetData(set: SalaryRuleSet) {
  const columns = Object.fromEntries(
    SALARY_PARAMETER_KEYS.map((key) => [RULE_SET_COLUMNS[key], set.parameters[key] ?? null]),
  ) as Record<Column, number | null>;
  return { validFrom: dateOf(set.validFrom), source: set.source, ...columns };
}

/** Every set, newest first. */
export async function listRuleSets(db: Db): Promise<StoredRuleSet[]> {
  const rows = await db.salaryRuleSet.findMany({ orderBy: { validFrom: 'desc' } });
  return rows.map(toRuleSet);
}

/** The set in force at `now` (Stockholm calendar date), or null when none has started. */
export async function readRuleSetInForce(
  db: Db,
  now: Date = new Date(),
): Promise<StoredRuleSet | null> {
  const today = stockholmDate(now);
  const row = await db.salaryRuleSet.findFirst({
    where: { validFrom: { lte: dateOf(today) } },
    orderBy: { validFrom: 'desc' },
  });
  return row ? toRuleSet(row) : null;
}

export async function insertRuleSet(db: Db, set: SalaryRuleSet): Promise<StoredRuleSet> {
  return toRuleSet(await db.salaryRuleSet.create({ data: ruleSetData(set) }));
}

/**
 * Inserts the seed sets whose date has no set yet. A set that exists is never touched, so a
 * redeploy cannot put back figures that staff have since corrected.
 */
export async function seedRuleSets(db: Db): Promise<number> {
  const { count } = await db.salaryRuleSet.createMany({
    data: SEED_RULE_SETS.map(ruleSetData),
    skipDuplicates: true,
  });
  return count;
}

export class RuleSetDateTakenError extends Error {
  override name = 'RuleSetDateTakenError';
}

/**
 * Adds a set from what staff entered: a value they left out is carried over from the set in
 * force the day before `validFrom` (so a new median does not wipe the living costs). One set per
 * date: an existing date is refused with RuleSetDateTakenError. Run it in a transaction (read,
 * then insert).
 */
export async function addRuleSet(tx: Db, input: SalaryRuleSet): Promise<StoredRuleSet> {
  if (await tx.salaryRuleSet.findUnique({ where: { validFrom: dateOf(input.validFrom) } })) {
    throw new RuleSetDateTakenError(`A rule set valid from ${input.validFrom} already exists.`);
  }
  const before = await tx.salaryRuleSet.findFirst({
    where: { validFrom: { lt: dateOf(input.validFrom) } },
    orderBy: { validFrom: 'desc' },
  });
  const inherited = before ? toRuleSet(before).parameters : {};
  const parameters = { ...inherited };
  for (const key of SALARY_PARAMETER_KEYS) {
    const value = input.parameters[key];
    if (value !== undefined && value !== null) parameters[key] = value;
  }
  return insertRuleSet(tx, { ...input, parameters });
}
