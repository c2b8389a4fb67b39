import { parseArgs } from 'node:util';
import { describeTarget, runScript, withConnection } from './run';
import { SALARY_PARAMETER_KEYS, salaryFloor, resolveSalaryParameters } from '@/lib/salary';
import { addRuleSet, listRuleSets } from '@/lib/salary/rule-set-store';
import { ruleSetInForce, stockholmDate, type SalaryRuleSet } from '@/lib/salary/rule-sets';
import { salaryRuleSetInputSchema } from '@/lib/validation/salary-rule-set';
import { fieldErrors } from '@/lib/validation/errors';

// `npm run salary:rules -- list`: every rule set, newest first, with the one in force marked.
// `npm run salary:rules -- add --from 2027-06-01 --median 38000 --percentage 90 --source "..."`:
// a new set; values not given are carried over from the set before it. The other options:
// --single-adult --couple --children-0-6 --children-7-10 --children-11-14 --children-15-17.
const OPTIONS = {
  median: 'median_salary_sweden',
  percentage: 'percentage_requirement',
  'single-adult': 'single_adult_remaining',
  couple: 'couples_remaining',
  'children-0-6': 'children_0_6_remaining',
  'children-7-10': 'children_7_10_remaining',
  'children-11-14': 'children_11_14_remaining',
  'children-15-17': 'children_15_17_remaining',
} as const satisfies Record<string, (typeof SALARY_PARAMETER_KEYS)[number]>;

const USAGE =
  'usage: npm run salary:rules -- list\n' +
  '       npm run salary:rules -- add --from YYYY-MM-DD --source TEXT [--median N] [--percentage N]\n' +
  '         [--single-adult N] [--couple N] [--children-0-6 N] [--children-7-10 N]\n' +
  '         [--children-11-14 N] [--children-15-17 N]';

function describe(set: SalaryRuleSet, inForce: boolean): string {
  const floor = salaryFloor(resolveSalaryParameters(set.parameters));
  const values = SALARY_PARAMETER_KEYS.map((key) => `${key}=${set.parameters[key] ?? '(default)'}`);
  return [
    `${set.validFrom}${inForce ? '  <- in force' : ''}  floor ${floor} kr  ${set.source}`,
    `  ${values.join(' ')}`,
  ].join('\n');
}

function readInput(argv: string[]) {
  const { values } = parseArgs({
    args: argv,
    options: {
      from: { type: 'string' },
      source: { type: 'string' },
      ...Object.fromEntries(
        Object.keys(OPTIONS).map((name) => [name, { type: 'string' as const }]),
      ),
    },
  });
  const parameters: Record<string, number> = {};
  for (const [name, key] of Object.entries(OPTIONS)) {
    const raw = values[name as keyof typeof values];
    if (typeof raw === 'string') parameters[key] = Number(raw.replace(/\s/g, '').replace(',', '.'));
  }
  const parsed = salaryRuleSetInputSchema.safeParse({
    validFrom: values.from,
    source: values.source,
    parameters,
  });
  if (!parsed.success) {
    throw new Error(`${JSON.stringify(fieldErrors(parsed.error))}\n${USAGE}`);
  }
  return parsed.data;
}

runScript(async () => {
  const [command, ...rest] = process.argv.slice(2);
  if (command !== 'list' && command !== 'add') throw new Error(USAGE);
  await withConnection(async (connection) => {
    if (command === 'add') {
      const input = readInput(rest);
      const set = await connection.db.$transaction((tx) => addRuleSet(tx, input));
      console.log(`Added to ${describeTarget(connection)}:\n${describe(set, false)}`);
      return;
    }
    const sets = await listRuleSets(connection.db);
    const current = ruleSetInForce(sets, stockholmDate(new Date()));
    console.log(`Salary rule sets in ${describeTarget(connection)}:`);
    for (const set of sets) console.log(describe(set, set === current));
    if (sets.length === 0) console.log('(none: the calculator uses the built-in defaults)');
  });
});
