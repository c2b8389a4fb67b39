import { randomBytes } from 'node:crypto';
import { Client } from 'pg';
import { applyMigrations } from '@/lib/db/migrations';
import { createPostgresAdapter } from '@/lib/db/postgres';
import { CRON_SECRET } from './app-server';
import type { FakeProvider } from './fake-provider';

// What every fault scenario needs: a fresh database on the shared PostgreSQL server, leads
// posted with a bounded client timeout, the sweeper, and the two invariants (every 2xx has its
// row; every row's emails are delivered exactly once).

export const ADMIN_URL =
  process.env.TEST_PG_ADMIN_URL || 'postgresql://postgres@127.0.0.1:5432/postgres';

/** The address of database `name` on the test server (TEST_PG_ADMIN_URL's host and port). */
export function databaseUrl(name: string): string {
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  return url.toString();
}

export interface FaultsDatabase {
  name: string;
  /** Direct (not through the proxy): what the test itself reads. */
  sql: Client;
  drop(): Promise<void>;
}

async function admin(statement: string) {
  const client = new Client({ connectionString: ADMIN_URL });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

export async function createFaultsDatabase(): Promise<FaultsDatabase> {
  const name = `site_faults_${Date.now()}_${randomBytes(3).toString('hex')}`;
  await admin(`CREATE DATABASE "${name}"`);
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  await applyMigrations(createPostgresAdapter(url.toString()));
  const sql = new Client({ connectionString: url.toString() });
  await sql.connect();
  return {
    name,
    sql,
    async drop() {
      await sql.end();
      await admin(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    },
  };
}

export interface Submission {
  email: string;
  /** HTTP status, or how the request failed. */
  status: number | 'timeout' | 'network';
  ms: number;
  retryAfter?: string | null;
}

export const uniqueEmail = (tag: string) =>
  `faults-${tag}-${Date.now()}-${randomBytes(3).toString('hex')}@example.se`;

/** One contact-form lead, as the browser posts it; never waits longer than `timeoutMs`. */
export async function submitLead(
  baseUrl: string,
  tag: string,
  timeoutMs = 20_000,
): Promise<Submission> {
  const email = uniqueEmail(tag);
  const started = Date.now();
  try {
    const response = await fetch(`${baseUrl}/api/send-contact-email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        type: 'contact',
        name: 'Fault Test',
        email,
        company: 'Faults AB',
        phone: '+46 70 123 45 67',
        service: 'relocation',
        message: `Fault scenario ${tag}`,
        language: 'sv',
        gdprConsent: true,
      }),
      signal: AbortSignal.timeout(timeoutMs),
    });
    await response.text();
    const retryAfter = response.headers.get('retry-after');
    return { email, status: response.status, ms: Date.now() - started, retryAfter };
  } catch (error) {
    const timedOut = error instanceof Error && error.name === 'TimeoutError';
    return { email, status: timedOut ? 'timeout' : 'network', ms: Date.now() - started };
  }
}

/** The sweeper, as Vercel Cron calls it. */
export async function sweep(baseUrl: string, timeoutMs = 60_000) {
  const started = Date.now();
  const response = await fetch(`${baseUrl}/api/cron`, {
    headers: { authorization: `Bearer ${CRON_SECRET}` },
    signal: AbortSignal.timeout(timeoutMs),
  });
  const body = (await response.json()) as { delivery?: Record<string, number> };
  return { status: response.status, ms: Date.now() - started, delivery: body.delivery };
}

export interface OutboxRow {
  idempotency_key: string;
  status: string;
  attempts: number;
  next_attempt_at: Date;
  last_error: string | null;
}

export async function outbox(sql: Client): Promise<OutboxRow[]> {
  const result = await sql.query<OutboxRow>(
    'SELECT idempotency_key, status, attempts, next_attempt_at, last_error FROM email_outbox ORDER BY idempotency_key',
  );
  return result.rows;
}

/**
 * Moves the outbox clock forward instead of waiting: retries whose backoff (or Retry-After) has
 * not run out, and with `leases`, claims whose lease has not (only safe once their runner is
 * gone, e.g. after a kill), become due now.
 */
export async function makeDue(sql: Client, { leases = false } = {}) {
  const statuses = leases ? ['pending', 'sending'] : ['pending'];
  await sql.query(
    'UPDATE email_outbox SET next_attempt_at = now() WHERE status = ANY($1::"OutboxStatus"[])',
    [statuses],
  );
}

export async function waitFor<T>(
  what: string,
  probe: () => Promise<T | null | undefined | false>,
  timeoutMs = 30_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** Every 2xx answer has exactly one stored lead with its two emails queued. */
export async function expectStored(sql: Client, submissions: Submission[]) {
  const ok = submissions.filter((s) => typeof s.status === 'number' && s.status < 300);
  const result = await sql.query<{ email: string; id: string; emails: string }>(
    `SELECT m.email, m.id, count(o.id) AS emails
       FROM contact_messages m LEFT JOIN email_outbox o ON o.lead_id = m.id
      WHERE m.email = ANY($1::text[]) GROUP BY m.email, m.id`,
    [ok.map((s) => s.email)],
  );
  const stored = new Map(result.rows.map((row) => [row.email, Number(row.emails)]));
  for (const submission of ok) {
    expect({ email: submission.email, emails: stored.get(submission.email) }).toEqual({
      email: submission.email,
      emails: 2,
    });
  }
  expect(result.rows).toHaveLength(ok.length); // one row per lead, never two
}

/** Every queued email was sent, and the provider sent each exactly once. */
export async function expectDeliveredOnce(sql: Client, provider: FakeProvider) {
  const rows = await outbox(sql);
  expect(rows.filter((row) => row.status !== 'sent')).toEqual([]);
  for (const row of rows) {
    expect({
      key: row.idempotency_key,
      sends: provider.deliveries.get(row.idempotency_key),
    }).toEqual({
      key: row.idempotency_key,
      sends: 1,
    });
  }
  expect(provider.requests.filter((request) => !request.key)).toEqual([]);
  expect(provider.deliveries.size).toBe(rows.length);
}
