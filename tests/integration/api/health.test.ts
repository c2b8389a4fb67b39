/** @jest-environment node */
import { setupTestDatabase } from './helpers';

// GET /api/health against a real PostgreSQL (a stopped one: health-down.test.ts).

const db = setupTestDatabase();

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

test('200 with the outbox’s state when the database answers, never cached, no personal data', async () => {
  const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();
  await outboxRow('pending', 0, minutesAgo(10)); // due for 10 minutes
  await outboxRow('pending', 2, minutesAgo(1)); // failed twice, due again
  await outboxRow('pending', 1, new Date(Date.now() + 3_600_000).toISOString()); // retry later
  await outboxRow('dead', 8, minutesAgo(60));
  await outboxRow('sent', 1, minutesAgo(120));
  const { GET } = await import('@/app/api/health/route');
  const response = await GET();
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
  const body = await (await GET()).json();
  expect(body.outbox).toEqual({ due: 0, failed: 0, dead: 0, oldestDueSeconds: 0 });
});
