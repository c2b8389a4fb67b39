import 'server-only';
import type { Prisma } from '@/lib/db/generated/client';
import { SALARY_PARAMETER_KEYS } from '@/lib/salary/defaults';
import {
  addRuleSet,
  listRuleSets,
  ruleSetData,
  RuleSetDateTakenError,
  toRuleSet,
  type StoredRuleSet,
} from '@/lib/salary/rule-set-store';
import { ruleSetInForce, stockholmDate, type SalaryRuleSet } from '@/lib/salary/rule-sets';
import type { SalaryRuleSetInput } from '@/lib/validation/salary-rule-set';

// The back office's salary rules. History is never rewritten: a set that has taken effect keeps
// its figures; a change to the set in force becomes a new set valid from today (Stockholm), and
// only sets that have not started yet can be edited in place or given another (future) date.
// Reads take any client; the changes take the transaction of their action.

type Tx = Prisma.TransactionClient;

export type RuleSetStatus = 'future' | 'inForce' | 'past';
export interface AdminRuleSet extends StoredRuleSet {
  status: RuleSetStatus;
}

export class RuleSetInPastError extends Error {
  override name = 'RuleSetInPastError';
}
export class RuleSetNotFoundError extends Error {
  override name = 'RuleSetNotFoundError';
}

/** Every set, newest first, each marked future, in force or past on the Stockholm date of `now`. */
export async function listRuleSetsForAdmin(db: Tx, now: Date): Promise<AdminRuleSet[]> {
  const sets = await listRuleSets(db);
  const today = stockholmDate(now);
  const inForce = ruleSetInForce(sets, today);
  return sets.map((set) => ({
    ...set,
    status: set.validFrom > today ? 'future' : set === inForce ? 'inForce' : 'past',
  }));
}

/** Adds a set starting today or later (an earlier date would change what applied in the past). */
export async function addAdminRuleSet(
  tx: Tx,
  input: SalaryRuleSetInput,
  now: Date,
): Promise<StoredRuleSet> {
  if (input.validFrom < stockholmDate(now)) {
    throw new RuleSetInPastError(`${input.validFrom} has passed.`);
  }
  return addRuleSet(tx, input);
}

export interface EditOutcome {
  set: StoredRuleSet;
  /** `updated`: a future set (or one starting today) changed in place; `added`: a new set from today. */
  mode: 'updated' | 'added';
}

/**
 * Edits a set. A future set is updated in place (another future date allowed). The set in force
 * gives a new set valid from today with the entered values (in place only if it started today);
 * a past set is refused. A value left blank is carried over from the set before the date.
 */
export async function editAdminRuleSet(
  tx: Tx,
  id: string,
  input: SalaryRuleSetInput,
  now: Date,
): Promise<EditOutcome> {
  const today = stockholmDate(now);
  const sets = await listRuleSetsForAdmin(tx, now);
  const current = sets.find((set) => set.id === id);
  if (!current) throw new RuleSetNotFoundError(`No rule set ${id}.`);
  if (current.status === 'past')
    throw new RuleSetInPastError(`The set of ${current.validFrom} has ended.`);
  if (current.status === 'inForce' && current.validFrom < today) {
    return { set: await addRuleSet(tx, { ...input, validFrom: today }), mode: 'added' };
  }
  const validFrom = current.status === 'inForce' ? current.validFrom : input.validFrom;
  if (validFrom < today) throw new RuleSetInPastError(`${validFrom} has passed.`);
  return { set: await updateInPlace(tx, id, { ...input, validFrom }), mode: 'updated' };
}

async function updateInPlace(tx: Tx, id: string, input: SalaryRuleSet) {
  const date = new Date(`${input.validFrom}T00:00:00Z`);
  const clash = await tx.salaryRuleSet.findUnique({ where: { validFrom: date } });
  if (clash && clash.id !== id) {
    throw new RuleSetDateTakenError(`A rule set valid from ${input.validFrom} already exists.`);
  }
  const before = await tx.salaryRuleSet.findFirst({
    where: { validFrom: { lt: date }, id: { not: id } },
    orderBy: { validFrom: 'desc' },
  });
  const parameters = { ...(before ? toRuleSet(before).parameters : {}) };
  for (const key of SALARY_PARAMETER_KEYS) {
    const value = input.parameters[key];
    if (value !== undefined && value !== null) parameters[key] = value;
  }
  const row = await tx.salaryRuleSet.update({
    where: { id },
    data: ruleSetData({ ...input, parameters }),
  });
  return toRuleSet(row);
}
