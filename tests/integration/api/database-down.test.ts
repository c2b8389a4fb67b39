/** @jest-environment node */
import { apiRequest, captureAfterTasks, LEAD_ROUTES, readJson } from './helpers';

// Nothing listens on port 1: every route must answer 503 quickly, not hang or 500.
process.env.DATABASE_URL = 'postgresql://postgres@127.0.0.1:1/unreachable';
process.env.CRON_SECRET = 'down-cron-secret';

let tasks: Array<() => Promise<void>>;
beforeAll(async () => {
  jest.spyOn(console, 'warn').mockImplementation(() => {});
  tasks = await captureAfterTasks();
});

test.each(Object.entries(LEAD_ROUTES))(
  'POST %s -> 503 within two seconds, nothing scheduled',
  async (path, { body, load }) => {
    const { POST } = await load();
    const started = Date.now();
    const response = await POST(apiRequest(path, body));
    expect(Date.now() - started).toBeLessThan(2000);
    expect(response.status).toBe(503);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('retry-after')).toBe('30');
    expect(await readJson(response)).toEqual({ error: expect.any(String) });
    expect(tasks).toHaveLength(0);
  },
);

test('GET /api/salary-parameters -> 503', async () => {
  const { GET } = await import('@/app/api/salary-parameters/route');
  const started = Date.now();
  const response = await GET(new Request('http://localhost/api/salary-parameters'));
  expect(Date.now() - started).toBeLessThan(2000);
  expect(response.status).toBe(503);
  expect(await readJson(response)).toEqual({ error: expect.any(String) });
});

test('GET /api/cron -> 503 with Retry-After, logged as an outage and not as a failure', async () => {
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
  const error = jest.spyOn(console, 'error').mockImplementation(() => {});
  const { GET } = await import('@/app/api/cron/route');
  const response = await GET(
    new Request('http://localhost:3000/api/cron', {
      headers: { authorization: 'Bearer down-cron-secret' },
    }),
  );
  expect(response.status).toBe(503);
  expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
  expect(await readJson(response)).toEqual({ error: expect.any(String) });
  const events = (spy: jest.SpyInstance) =>
    spy.mock.calls.map(([line]) => (JSON.parse(String(line)) as { event: string }).event);
  expect(events(warn)).toContain('cron.database_unavailable');
  expect(events(error)).toEqual([]);
});

test('the newsletter links: the outage is a warning, not an error', async () => {
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
  const error = jest.spyOn(console, 'error').mockImplementation(() => {});
  warn.mockClear();
  error.mockClear();
  const { POST } = await import('@/app/api/newsletter/confirm/route');
  const response = await POST(
    new Request('http://localhost:3000/api/newsletter/confirm', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'token=x&lang=sv',
    }),
  );
  expect(response.status).toBe(303);
  expect(response.headers.get('location')).toContain('status=unavailable');
  const events = (spy: jest.SpyInstance) =>
    spy.mock.calls.map(([line]) => (JSON.parse(String(line)) as { event: string }).event);
  expect(events(warn)).toContain('newsletter.confirm_database_unavailable');
  expect(events(error)).toEqual([]);
});

test('invalid input is still 400 without a database', async () => {
  const { POST } = await import('@/app/api/newsletter-signup/route');
  expect((await POST(apiRequest('/api/newsletter-signup', { email: 'x' }))).status).toBe(400);
});

afterAll(async () => {
  const { getDb } = await import('@/lib/db/client');
  await (await getDb()).$disconnect().catch(() => {});
});
