/** @jest-environment node */
import { setupTestDatabase } from './helpers';

// GET /api/health against a real PostgreSQL (a stopped one: health-down.test.ts): "ok" to
// anyone, the outbox's state and the version only with the cron route's bearer secret.

process.env.CRON_SECRET = 'health-test-secret';
const db = setupTestDatabase();

const health = (authorization?: string) =>
  new Request('http://localhost/api/health', authorization ? { headers: { authorization } } : {});
const MONITOR = health('Bearer health-test-secret');

async function outboxRow(status: string, attempts: number, nextAttemptAt: string) {
  await db.query(
    `INSERT INTO email_outbox (id, recipient, subject, html, text, idempotency_key, status, attempts,
       next_attempt_at, lead_kind, lead_id, updated_at)
     VALUES (gen_random_uuid(), 'anna@example.com', 's', 'h', 't', gen_random_uuid()::text,
       $1::"OutboxStatus", $2, $3, 'contact', gen_random_uuid(), now())`,
    [status, attempts, nextAttemptAt],
  );
}

beforeEach(() => db.query('TRUNCATE email_outbox'));

test('to the public: 200 and "ok", nothing else (no outbox, no version)', async () => {
  await outboxRow('dead', 8, new Date().toISOString());
  const { GET } = await import('@/app/api/health/route');
  for (const request of [health(), health('Bearer wrong'), health('health-test-secret')]) {
    const response = await GET(request);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toEqual({ db: 'ok' });
  }
});

test('the public answer reads no outbox row: a lock on the table holds up only the bearer’s', async () => {
  const { GET } = await import('@/app/api/health/route');
  await db.query('BEGIN');
  try {
    await db.query('LOCK TABLE email_outbox IN ACCESS EXCLUSIVE MODE');
    const response = await GET(health());
    expect(await response.json()).toEqual({ db: 'ok' });
    const monitor = GET(MONITOR).then((answer) => answer.status);
    const waited = await Promise.race([
      monitor,
      new Promise((resolve) => setTimeout(resolve, 500, 'waiting for the lock')),
    ]);
    expect(waited).toBe('waiting for the lock');
    await db.query('COMMIT');
    await expect(monitor).resolves.toBe(200);
  } finally {
    await db.query('ROLLBACK').catch(() => {});
  }
});

test('with the bearer secret: 200 with the outbox’s state, never cached, no personal data', async () => {
  const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();
  await outboxRow('pending', 0, minutesAgo(10)); // due for 10 minutes
  await outboxRow('pending', 2, minutesAgo(1)); // failed twice, due again
  await outboxRow('pending', 1, new Date(Date.now() + 3_600_000).toISOString()); // retry later
  await outboxRow('dead', 8, minutesAgo(60));
  await outboxRow('sent', 1, minutesAgo(120));
  const { GET } = await import('@/app/api/health/route');
  const response = await GET(MONITOR);
  expect(response.status).toBe(200);
  expect(response.headers.get('cache-control')).toBe('no-store');
  const body = await response.json();
  expect(body).toEqual({
    db: 'ok',
    outbox: { due: 2, failed: 2, dead: 1, oldestDueSeconds: expect.any(Number) },
    version: expect.stringMatching(/^\d+\.\d+\.\d+/),
  });
  expect(body.outbox.oldestDueSeconds).toBeGreaterThanOrEqual(600);
  expect(body.outbox.oldestDueSeconds).toBeLessThan(660);
  expect(JSON.stringify(body)).not.toContain('example.com');
});

test('an empty outbox has waited for nothing', async () => {
  const { GET } = await import('@/app/api/health/route');
  const body = await (await GET(MONITOR)).json();
  expect(body.outbox).toEqual({ due: 0, failed: 0, dead: 0, oldestDueSeconds: 0 });
});
