/** @jest-environment node */
import { setupTestDatabase } from './helpers';

// A route handler that fails for a reason other than an outage (here: its table is gone) answers
// 500 and leaves a log line an operator can act on: the error's stack, down to our code.

const db = setupTestDatabase();

test('a forced error in a route handler is logged with its stack', async () => {
  await db.query('ALTER TABLE salary_medians RENAME TO salary_medians_gone');
  const errors = jest.spyOn(console, 'error').mockImplementation(() => {});
  try {
    const { GET } = await import('@/app/api/salary-parameters/route');
    const response = await GET(new Request('http://localhost/api/salary-parameters'));
    expect(response.status).toBe(500);
    const lines = errors.mock.calls.map(([line]) => JSON.parse(String(line)));
    const line = lines.find((entry) => entry.event === 'api.unexpected_error');
    expect(line).toMatchObject({ level: 'error', route: 'salary-parameters' });
    expect(line.error.message).toMatch(/salary_medians/);
    expect(line.error.stack).toMatch(/\n\s+at /);
    expect(line.error.stack).toMatch(/lib\/salary\/(read|rule-store)\.ts/);
  } finally {
    errors.mockRestore();
    await db.query('ALTER TABLE salary_medians_gone RENAME TO salary_medians');
  }
});
