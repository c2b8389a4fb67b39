/** @jest-environment node */

// GET /api/health with the database stopped: nothing listens where DATABASE_URL points.
process.env.DATABASE_URL = 'postgresql://postgres@127.0.0.1:1/stopped';

afterEach(() => jest.restoreAllMocks());

test('503 when the database does not answer, quickly and never cached', async () => {
  const warnings = jest.spyOn(console, 'warn').mockImplementation(() => {});
  const { GET } = await import('@/app/api/health/route');
  const started = Date.now();
  const response = await GET(new Request('http://localhost/api/health'));
  expect(response.status).toBe(503);
  expect(response.headers.get('cache-control')).toBe('no-store');
  expect(await response.json()).toEqual({ db: 'unavailable' });
  expect(Date.now() - started).toBeLessThan(10_000);
  const line = JSON.parse(String(warnings.mock.calls.at(-1)?.[0]));
  expect(line).toMatchObject({ event: 'health.database_unavailable' });
  expect(line.error.stack).toMatch(/\n\s+at /);
});

test('requests at the same time share one check (one connection attempt, one log line)', async () => {
  const warnings = jest.spyOn(console, 'warn').mockImplementation(() => {});
  const { GET } = await import('@/app/api/health/route');
  const answers = await Promise.all(
    [1, 2, 3].map(() => GET(new Request('http://localhost/api/health'))),
  );
  expect(answers.map((answer) => answer.status)).toEqual([503, 503, 503]);
  const checks = warnings.mock.calls.filter(([line]) =>
    String(line).includes('health.database_unavailable'),
  );
  expect(checks).toHaveLength(1);
});
