/** @jest-environment node */
import { setupTestDatabase } from './helpers';

const db = setupTestDatabase();
let GET: () => Promise<Response>;

beforeAll(async () => {
  ({ GET } = await import('@/app/api/salary-parameters/route'));
});

test('returns the parameters from the database, briefly cacheable', async () => {
  await db.query(`INSERT INTO salary_calculation_parameters (id, parameter_key, parameter_value, updated_at)
    VALUES (gen_random_uuid(), 'median_salary_sweden', 37100, now()), (gen_random_uuid(), 'percentage_requirement', 80.5, now())`);
  const response = await GET();
  expect(response.status).toBe(200);
  expect(response.headers.get('cache-control')).toBe('public, max-age=60, s-maxage=300');
  expect(await response.json()).toEqual({
    parameters: [
      { parameter_key: 'median_salary_sweden', parameter_value: 37100 },
      { parameter_key: 'percentage_requirement', parameter_value: 80.5 },
    ],
  });
});

test('an empty table is an empty list, not an error', async () => {
  await db.query('TRUNCATE salary_calculation_parameters');
  expect(await (await GET()).json()).toEqual({ parameters: [] });
});
