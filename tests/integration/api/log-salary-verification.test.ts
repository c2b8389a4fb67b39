/** @jest-environment node */
import { salaryLogBody } from '@/lib/salary/calculate';
import { apiRequest, captureAfterTasks, readJson, setupTestDatabase } from './helpers';

const db = setupTestDatabase();
const PATH = '/api/log-salary-verification';
let POST: (request: Request) => Promise<Response>;
let tasks: Array<() => Promise<void>>;

beforeAll(async () => {
  ({ POST } = await import('@/app/api/log-salary-verification/route'));
  tasks = await captureAfterTasks();
});

beforeEach(async () => {
  tasks.length = 0;
  await db.query('TRUNCATE salary_verification_logs, email_outbox');
});

// Exactly what the salary page sends (lib/salary builds it).
const body = salaryLogBody(
  {
    monthlySalary: 35000.5,
    taxType: 'percentage',
    taxValue: 30,
    hasSpouse: true,
    age0to6: 1,
    age7to10: 1,
    age11to14: 0,
    age15to18: 2,
  },
  'en',
  { situation: 'extension', applicationDate: '2026-12-15' },
);

const logs = () =>
  db.query(
    `SELECT *, to_char(application_date, 'YYYY-MM-DD') AS application_date
     FROM salary_verification_logs`,
  );

test('stores one log row, sends no email', async () => {
  const response = await POST(apiRequest(PATH, body));
  expect(response.status).toBe(200);
  expect(await readJson(response)).toEqual({ ok: true });
  const [row] = await logs();
  expect(row).toMatchObject({
    language: 'en',
    monthly_salary: '35000.50',
    tax_type: 'percentage',
    tax_value: '30.00',
    has_spouse: true,
    children_0_to_6: 1,
    children_7_to_17: 3,
    children_18_plus: 0,
    situation: 'extension',
    application_date: '2026-12-15',
  });
  expect(await db.query('SELECT * FROM email_outbox')).toHaveLength(0);
  expect(tasks).toHaveLength(0);
});

test('the spec’s body, without the case, is stored too: its situation and date stay empty', async () => {
  // (undefined keys are left out of the JSON)
  const spec = { ...body, situation: undefined, applicationDate: undefined };
  const response = await POST(apiRequest(PATH, spec));
  expect(response.status).toBe(200);
  const [row] = await logs();
  expect(row).toMatchObject({
    monthly_salary: '35000.50',
    situation: null,
    application_date: null,
  });
});

test.each([
  ['negative salary', { monthlySalary: -1 }, { monthlySalary: 'outOfRange' }],
  ['absurd salary', { monthlySalary: 1e12 }, { monthlySalary: 'outOfRange' }],
  ['huge exponent', { monthlySalary: 1e308 }, { monthlySalary: 'outOfRange' }],
  ['salary as text', { monthlySalary: '35000' }, { monthlySalary: 'number' }],
  ['salary null', { monthlySalary: null }, { monthlySalary: 'number' }],
  ['tax over 100 %', { taxType: 'percentage', taxValue: 150 }, { taxValue: 'outOfRange' }],
  ['negative tax', { taxValue: -5 }, { taxValue: 'outOfRange' }],
  ['unknown tax type', { taxType: 'flat' }, { taxType: 'invalid' }],
  ['spouse as text', { hasSpouse: 'yes' }, { hasSpouse: 'invalid' }],
  ['six small children', { children0to6: 6 }, { children0to6: 'outOfRange' }],
  ['half a child', { children0to6: 1.5 }, { children0to6: 'integer' }],
  ['sixteen older children', { children7to17: 16 }, { children7to17: 'outOfRange' }],
  ['negative children', { children18plus: -1 }, { children18plus: 'outOfRange' }],
  ['unknown language', { language: 'xx' }, { language: 'language' }],
  ['unknown situation', { situation: 'renewal' }, { situation: 'invalid' }],
  ['impossible date', { applicationDate: '2026-13-01' }, { applicationDate: 'date' }],
])('%s -> 400, never 500, nothing stored', async (_name, patch, fields) => {
  const response = await POST(apiRequest(PATH, { ...body, ...patch }));
  expect(response.status).toBe(400);
  expect(await readJson(response)).toEqual({ error: 'Invalid input', fields });
  expect(await logs()).toHaveLength(0);
});

test('a large tax amount (not percentage) is fine', async () => {
  expect((await POST(apiRequest(PATH, { ...body, taxType: 'amount', taxValue: 150 }))).status).toBe(
    200,
  );
});

test('the largest accepted salary fits the column', async () => {
  expect(
    (
      await POST(
        apiRequest(PATH, {
          ...body,
          monthlySalary: 10_000_000,
          taxType: 'amount',
          taxValue: 10_000_000,
        }),
      )
    ).status,
  ).toBe(200);
  expect(await logs()).toHaveLength(1);
});
