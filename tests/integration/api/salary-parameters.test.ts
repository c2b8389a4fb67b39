/** @jest-environment node */
import { setupTestDatabase } from './helpers';

const db = setupTestDatabase();
let GET: () => Promise<Response>;
let readSalaryRules: typeof import('@/lib/salary/read').readSalaryRules;
let salaryRulesForRender: typeof import('@/lib/salary/read').salaryRulesForRender;
let client: Awaited<ReturnType<typeof import('@/lib/db/client').getDb>>;

beforeAll(async () => {
  ({ GET } = await import('@/app/api/salary-parameters/route'));
  ({ readSalaryRules, salaryRulesForRender } = await import('@/lib/salary/read'));
  client = await (await import('@/lib/db/client')).getDb();
});
beforeEach(() => db.query('TRUNCATE salary_rule_sets'));

async function insertSet(
  validFrom: string,
  source: string,
  median: number | null,
  percentage: number,
) {
  await db.query(
    `INSERT INTO salary_rule_sets (id, valid_from, source, median_salary_sweden, percentage_requirement,
       single_adult_remaining, updated_at)
     VALUES (gen_random_uuid(), $1, $2, $3, $4, 6186, now())`,
    [validFrom, source, median, percentage],
  );
}

test('answers the set in force with its date and source, briefly cacheable', async () => {
  await insertSet('2025-09-01', 'Rules of 2025', 37100, 80);
  await insertSet('2026-06-01', 'Rules of June 2026', 37100, 90);
  await insertSet('2999-01-01', 'A future set', 50000, 95);
  const response = await GET();
  expect(response.status).toBe(200);
  expect(response.headers.get('cache-control')).toBe('public, max-age=60, s-maxage=240');
  expect(await response.json()).toEqual({
    parameters: [
      { parameter_key: 'median_salary_sweden', parameter_value: 37100 },
      { parameter_key: 'percentage_requirement', parameter_value: 90 },
      { parameter_key: 'single_adult_remaining', parameter_value: 6186 },
    ],
    valid_from: '2026-06-01',
    source: 'Rules of June 2026',
  });
});

test('the new set takes over at midnight Stockholm time, not UTC', async () => {
  await insertSet('2025-09-01', 'Rules of 2025', 37100, 80);
  await insertSet('2026-06-01', 'Rules of June 2026', 37100, 90);
  // 31 May 2026 23:59:59 in Stockholm (CEST, UTC+2), then midnight.
  const before = await readSalaryRules(client, new Date('2026-05-31T21:59:59Z'));
  const after = await readSalaryRules(client, new Date('2026-05-31T22:00:00Z'));
  expect(before.valid_from).toBe('2025-09-01');
  expect(after.valid_from).toBe('2026-06-01');
  expect(after.parameters).toContainEqual({
    parameter_key: 'percentage_requirement',
    parameter_value: 90,
  });
});

test('a key without a value is left out, so the calculator uses its default', async () => {
  await insertSet('2026-06-01', 'Median not yet published', null, 90);
  const body = await (await GET()).json();
  expect(body.parameters.map((row: { parameter_key: string }) => row.parameter_key)).toEqual([
    'percentage_requirement',
    'single_adult_remaining',
  ]);
});

test('no set at all (or only future ones) answers the built-in defaults, not an error', async () => {
  await insertSet('2999-01-01', 'A future set', 50000, 95);
  const body = await (await GET()).json();
  expect(body.valid_from).toBe('2025-09-01');
  expect(body.parameters).toHaveLength(8);
  expect(body.parameters).toContainEqual({
    parameter_key: 'percentage_requirement',
    parameter_value: 80,
  });
});

describe('what the salary page carries for a failed live read', () => {
  test('the set in force when it renders and every later one, oldest first', async () => {
    await insertSet('2025-09-01', 'Rules of 2025', 37100, 80);
    await insertSet('2026-06-01', 'Rules of June 2026', 37100, 90);
    await insertSet('2027-01-01', 'Rules of 2027', 38000, 90);
    const carried = await salaryRulesForRender(client, new Date('2026-11-25T12:00:00Z'));
    expect(carried.map((set) => set.validFrom)).toEqual(['2026-06-01', '2027-01-01']);
    expect(carried[0].parameters).toMatchObject({
      median_salary_sweden: 37100,
      percentage_requirement: 90,
      couples_remaining: null,
    });
  });

  test('the built-in defaults only when no set is in force', async () => {
    await insertSet('2999-01-01', 'A future set', 50000, 95);
    const carried = await salaryRulesForRender(client, new Date('2026-11-25T12:00:00Z'));
    expect(carried.map((set) => set.validFrom)).toEqual(['2025-09-01', '2999-01-01']);
    expect(carried[0].parameters).toMatchObject({ percentage_requirement: 80 });
  });
});
