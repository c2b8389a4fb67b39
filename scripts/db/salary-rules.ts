import { parseArgs } from 'node:util';
import { describeTarget, runScript, withConnection } from './run';
import { dateOf, medianData, plainRules, readSalaryRules } from '@/lib/salary/rule-store';
import { SITUATIONS, stockholmDate, withDefaults } from '@/lib/salary/rules';
import { applicableRules } from '@/lib/salary/select';
import { ruleWarnings } from '@/lib/salary/warnings';
import { medianInputSchema } from '@/lib/validation/salary-rules';
import { fieldErrors } from '@/lib/validation/errors';

// `npm run salary:rules -- list`: the medians, percentage rules and living costs, what applies
// to an application received today, and what may be missing.
// `npm run salary:rules -- add-median --from 2027-06-16 --amount 39000 --published 2027-06 --source "..."`:
// June's new median (the back office does the same, and the other kinds too).
const USAGE =
  'usage: npm run salary:rules -- list\n' +
  '       npm run salary:rules -- add-median --from YYYY-MM-DD --amount N --published YYYY-MM --source TEXT';

function readMedian(argv: string[]) {
  const { values } = parseArgs({
    args: argv,
    options: {
      from: { type: 'string' },
      amount: { type: 'string' },
      published: { type: 'string' },
      source: { type: 'string' },
    },
  });
  const parsed = medianInputSchema.safeParse({
    validFrom: values.from,
    amount: values.amount ? Number(values.amount.replace(/\s/g, '').replace(',', '.')) : undefined,
    publishedMonth: values.published,
    source: values.source,
  });
  if (!parsed.success) throw new Error(`${JSON.stringify(fieldErrors(parsed.error))}\n${USAGE}`);
  return parsed.data;
}

runScript(async () => {
  const [command, ...rest] = process.argv.slice(2);
  if (command !== 'list' && command !== 'add-median') throw new Error(USAGE);
  await withConnection(async (connection) => {
    const { db } = connection;
    if (command === 'add-median') {
      const median = readMedian(rest);
      const clash = await db.salaryMedian.findFirst({
        where: { validFrom: dateOf(median.validFrom) },
      });
      if (clash) throw new Error(`A median from ${median.validFrom} exists already.`);
      await db.salaryMedian.create({ data: medianData(median) });
      console.log(
        `Added to ${describeTarget()}: median ${median.amount} kr from ${median.validFrom}`,
      );
      return;
    }
    const rules = plainRules(await readSalaryRules(db));
    const today = stockholmDate(new Date());
    console.log(`Salary rules in ${describeTarget()}:`);
    console.log('Medians:');
    for (const m of rules.medians)
      console.log(
        `  from ${m.validFrom}: ${m.amount} kr (published ${m.publishedMonth}) ${m.source}`,
      );
    console.log('Percentage rules:');
    for (const r of rules.percentages)
      console.log(
        `  ${r.situation} ${r.firstDay} - ${r.lastDay ?? 'until further notice'}: ${r.percentage} % ${r.source}`,
      );
    console.log('Living costs:');
    for (const c of rules.livingCosts)
      console.log(`  from ${c.validFrom}: ${JSON.stringify(c.amounts)} ${c.source}`);
    for (const situation of SITUATIONS) {
      const applied = applicableRules(withDefaults(rules), situation, today);
      console.log(`Received today (${today}), ${situation}: floor ${applied?.floor ?? '-'} kr`);
    }
    for (const warning of ruleWarnings(withDefaults(rules), today))
      console.log(`Warning: ${JSON.stringify(warning)}`);
  });
});
