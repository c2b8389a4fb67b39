/** @jest-environment node */
import { captureAfterTasks, nextIp, ORIGIN, setupTestDatabase } from './helpers';

// The salary calculator posted without JavaScript (components/sections/salary/verify-action.ts)
// against a real PostgreSQL database: the page comes back with what was typed and the result of
// the rules for its situation and application date, and the verification is logged as the
// script would log it, the case included.
jest.setTimeout(60_000);
const db = setupTestDatabase();

let requestHeaders = new Headers();
jest.mock('next/headers', () => ({ headers: async () => requestHeaders }));
jest.mock('next-intl/server', () => ({ getLocale: async () => 'en' }));

let verify: typeof import('@/components/sections/salary/verify-action').verifySalary;

beforeAll(async () => {
  ({ verifySalary: verify } = await import('@/components/sections/salary/verify-action'));
  await captureAfterTasks();
  const { getDb } = await import('@/lib/db/client');
  const { seedSalaryRules } = await import('@/lib/salary/rule-store');
  await seedSalaryRules(await getDb());
});

beforeEach(async () => {
  requestHeaders = new Headers({
    host: new URL(ORIGIN).host,
    'x-forwarded-proto': 'http',
    origin: ORIGIN,
    'sec-fetch-site': 'same-origin',
    'x-forwarded-for': nextIp(),
  });
  await db.query('TRUNCATE salary_verification_logs, rate_limit_windows');
});

// The names the page gives its fields: the calculator's useId scope before each (read-form.ts).
function posted(fields: Record<string, string>, scope = '_R_abc_'): FormData {
  const data = new FormData();
  data.append('scope', scope);
  for (const [name, value] of Object.entries(fields)) data.append(`${scope}-${name}`, value);
  return data;
}

const logs = () =>
  db.query<{ monthly_salary: string; tax_type: string; has_spouse: boolean; language: string }>(
    `SELECT monthly_salary, tax_type, has_spouse, language, situation,
       to_char(application_date, 'YYYY-MM-DD') AS application_date
     FROM salary_verification_logs`,
  );

test('a complete form: the result of the rules for its case, the values kept, one log row', async () => {
  const answer = await verify(
    {},
    posted({
      situation: 'first_permit',
      date: '2026-11-28',
      salary: '40 000',
      'tax-type': 'amount',
      tax: '9 000',
      spouse: 'no',
      age0to6: '1',
    }),
  );
  expect(answer?.values).toEqual({
    situation: 'first_permit',
    applicationDate: '2026-11-28',
    salary: '40 000',
    taxType: 'amount',
    taxValue: '9 000',
    spouse: 'no',
    children: { age0to6: 1, age7to10: 0, age11to14: 0, age15to18: 0 },
  });
  expect(answer?.failed).toBeUndefined();
  expect(answer?.outcome?.input).toMatchObject({ monthlySalary: 40_000, taxValue: 9_000 });
  // The same answer the browser gives with the same rules (lib/salary/select.ts).
  const { calculateSalary } = await import('@/lib/salary/calculate');
  const { SEED_SALARY_RULES } = await import('@/lib/salary/seed-rules');
  const { appliedParameters, applicableRules } = await import('@/lib/salary/select');
  const applied = applicableRules(SEED_SALARY_RULES, 'first_permit', '2026-11-28');
  const input = answer?.outcome?.input;
  if (!input || !applied) throw new Error('no outcome');
  expect(answer.outcome?.applied).toEqual(applied);
  expect(answer.outcome?.result).toEqual(calculateSalary(input, appliedParameters(applied)));
  expect(await logs()).toEqual([
    {
      monthly_salary: '40000.00',
      tax_type: 'amount',
      has_spouse: false,
      language: 'en',
      situation: 'first_permit',
      application_date: '2026-11-28',
    },
  ]);
});

// The case, posted without JavaScript: 32 000 kr, 8 000 kr tax, no family.
test.each([
  ['first_permit', '2026-11-28', 'error', 34470],
  ['extension', '2026-11-28', 'success', 30640],
  ['extension', '2026-12-15', 'error', 34470],
])('%s received %s: %s against a floor of %d', async (situation, date, status, floor) => {
  const answer = await verify(
    {},
    posted({ situation, date, salary: '32 000', tax: '8 000', spouse: 'no' }),
  );
  expect(answer.outcome?.result).toMatchObject({ status, floor });
  expect(answer.outcome?.applied).toMatchObject({ situation, applicationDate: date });
  expect(await logs()).toEqual([expect.objectContaining({ situation, application_date: date })]);
});

test('a date before every rule: no result, the earliest date to say from when, nothing logged', async () => {
  const answer = await verify(
    {},
    posted({
      situation: 'extension',
      date: '2024-01-10',
      salary: '40 000',
      tax: '9 000',
      spouse: 'no',
    }),
  );
  expect(answer).toMatchObject({ failed: 'tooEarly', earliest: '2025-09-01' });
  expect(answer.outcome).toBeUndefined();
  expect(await logs()).toEqual([]);
});

test('incomplete or invalid: what was typed comes back, no result, nothing logged', async () => {
  for (const fields of [
    { date: '2026-11-28', salary: '40 000', tax: '9 000' }, // no spouse answer
    { salary: '40 000', tax: '9 000', spouse: 'no' }, // no application date
    { date: '2026-11-28', salary: 'forty', tax: '9 000', spouse: 'yes' },
    { date: '2026-11-28', salary: '40 000', 'tax-type': 'percentage', tax: '130', spouse: 'yes' },
    { date: '28/11/2026', salary: '40 000', tax: '9 000', spouse: 'yes' },
  ] as Record<string, string>[]) {
    const answer = await verify({}, posted(fields));
    expect(answer?.outcome).toBeUndefined();
    // A missing answer is said in words; an invalid value has its error beside its field.
    expect(answer?.failed).toBe(fields.spouse && fields.date ? undefined : 'incomplete');
    expect(answer.values?.salary).toBe(fields.salary);
  }
  expect(await logs()).toEqual([]);
});

test('whatever a client writes: odd scopes, counts and long text are bounded', async () => {
  const answer = await verify(
    {},
    posted(
      { date: '2026-11-28', salary: '9'.repeat(500), tax: '1', spouse: 'maybe', age7to10: '99' },
      'x'.repeat(300),
    ),
  );
  expect(answer.values?.salary).toHaveLength(0); // another scope: its fields are not read
  const bounded = await verify(
    {},
    posted({
      situation: 'renewal',
      date: '2'.repeat(500),
      salary: '9'.repeat(500),
      tax: '1',
      spouse: 'maybe',
      age7to10: '99',
    }),
  );
  expect(bounded.values?.salary).toHaveLength(100);
  expect(bounded.values?.applicationDate).toHaveLength(100);
  expect(bounded.values?.situation).toBe('first_permit');
  expect(bounded.values?.spouse).toBeNull();
  expect(bounded.values?.children.age7to10).toBe(5);
  expect(await logs()).toEqual([]);
});

test('a post from another site is refused and logs nothing', async () => {
  requestHeaders.set('origin', 'https://evil.example');
  requestHeaders.set('sec-fetch-site', 'cross-site');
  const answer = await verify(
    {},
    posted({ date: '2026-11-28', salary: '40000', tax: '9000', spouse: 'no' }),
  );
  expect(answer?.failed).toBe('refused');
  expect(answer?.outcome).toBeUndefined();
  expect(await logs()).toEqual([]);
});
