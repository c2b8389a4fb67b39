/** @jest-environment node */
import { SEED_SALARY_RULES } from '@/lib/salary/seed-rules';
import { setupTestDatabase } from './helpers';

// GET /api/salary-parameters against a real PostgreSQL database: without a query the spec's
// answer for a first permit received today (Stockholm); with `?situation=&date=` another case;
// junk in the query is a 400. The rules come along for the calculator to answer any case.
const db = setupTestDatabase();
let GET: (request: Request) => Promise<Response>;
let salaryRulesForRender: typeof import('@/lib/salary/read').salaryRulesForRender;
let client: Awaited<ReturnType<typeof import('@/lib/db/client').getDb>>;

beforeAll(async () => {
  // The server's clock: an e2e build's test clock, honoured here the same way (lib/time/clock.ts).
  process.env.E2E_TEST_CLOCK = '1';
  process.env.TEST_CLOCK_NOW = '2026-11-28T12:00:00+01:00';
  ({ GET } = await import('@/app/api/salary-parameters/route'));
  ({ salaryRulesForRender } = await import('@/lib/salary/read'));
  client = await (await import('@/lib/db/client')).getDb();
  const { seedSalaryRules } = await import('@/lib/salary/rule-store');
  await seedSalaryRules(client);
});
afterAll(() => {
  delete process.env.E2E_TEST_CLOCK;
  delete process.env.TEST_CLOCK_NOW;
});

const ask = (query = '') => GET(new Request(`http://localhost/api/salary-parameters${query}`));
const parameter = (body: { parameters: { parameter_key: string; parameter_value: number }[] }) =>
  Object.fromEntries(body.parameters.map((row) => [row.parameter_key, row.parameter_value]));

test('answers a first permit received today: the spec’s shape, the newest date, the sources', async () => {
  const response = await ask();
  expect(response.status).toBe(200);
  expect(response.headers.get('cache-control')).toBe('public, max-age=60, s-maxage=240');
  const body = await response.json();
  expect(body).toMatchObject({
    valid_from: '2026-06-16',
    situation: 'first_permit',
    application_date: '2026-11-28',
    rules: SEED_SALARY_RULES,
  });
  expect(parameter(body)).toEqual({
    median_salary_sweden: 38300,
    percentage_requirement: 90,
    single_adult_remaining: 6186,
    couples_remaining: 10219,
    children_0_6_remaining: 3306,
    children_7_10_remaining: 3967,
    children_11_14_remaining: 4629,
    children_15_17_remaining: 5290,
  });
  expect(body.source).toContain(
    'Statistics Sweden (SCB): median monthly salary published in June 2026',
  );
});

test.each([
  ['?situation=extension', 80, '2026-06-16'],
  ['?situation=extension&date=2026-11-30', 80, '2026-06-16'],
  ['?situation=extension&date=2026-12-01', 90, '2026-12-01'],
  ['?situation=first_permit&date=2026-05-31', 80, '2025-09-01'],
  ['?date=2026-06-01', 90, '2026-06-01'],
  ['?situation=first_permit&date=2026-06-16&other=ignored', 90, '2026-06-16'],
])('%s: %d %% (basis %s)', async (query, percentage, validFrom) => {
  const body = await (await ask(query)).json();
  expect(parameter(body).percentage_requirement).toBe(percentage);
  expect(body.valid_from).toBe(validFrom);
});

test.each([
  ['?situation=renewal', { situation: 'invalid' }],
  ['?date=2026-02-30', { date: 'date' }],
  ['?date=tomorrow&situation=', { situation: 'invalid', date: 'date' }],
  ['?date=2025-08-31', { date: 'outOfRange' }],
])('%s is refused with 400 and says which', async (query, fields) => {
  const response = await ask(query);
  expect(response.status).toBe(400);
  expect(await response.json()).toEqual({ error: expect.any(String), fields });
});

test('the salary page carries every rule and the day it was rendered', async () => {
  const rendered = await salaryRulesForRender(client, new Date('2026-11-28T23:30:00Z'));
  expect(rendered).toEqual({ rules: SEED_SALARY_RULES, today: '2026-11-29' });
});

test('no rules at all answer the spec’s built-in figures, not an error', async () => {
  await db.query('TRUNCATE salary_medians, salary_percentage_rules, salary_living_costs');
  const body = await (await ask()).json();
  expect(body.valid_from).toBe('2025-09-01');
  expect(parameter(body)).toMatchObject({
    median_salary_sweden: 37100,
    percentage_requirement: 80,
  });
});
