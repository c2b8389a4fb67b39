/** @jest-environment node */
import { Prisma, type PrismaClient } from '@/lib/db/generated/client';
import { claimStatement } from '@/lib/email/claim';
import { createTestDatabase, type TestDatabase } from '@/tests/helpers/db';

// What the outbox's claim (lib/email/claim.ts) costs once 100 000 emails have been sent, on a
// server whose autovacuum is off (the security test's worst case): every sent email was updated
// twice (pending -> sending -> sent), so the table and its indexes hold 200 000 dead versions.
// Measured in shared buffers that the claim's plan touches (EXPLAIN ANALYZE BUFFERS), which does
// not depend on the machine's speed; the execution time is printed for docs/benchmarks.md.

jest.setTimeout(120_000);

const FINISHED = 100_000;
const DUE = 4;

let database: TestDatabase;
let db: PrismaClient;

class Rollback extends Error {}

interface Plan {
  buffers: number;
  ms: number;
}

/** EXPLAIN ANALYZE of the claim, which runs the UPDATE: in a transaction that is rolled back. */
async function explainClaim(): Promise<Plan> {
  const now = new Date();
  let plan: Plan | undefined;
  await db
    .$transaction(async (tx) => {
      type Explained = { Plan: Record<string, number>; 'Execution Time': number };
      const [row] = await tx.$queryRaw<{ 'QUERY PLAN': [Explained] }[]>(
        Prisma.sql`EXPLAIN (ANALYZE, BUFFERS, FORMAT JSON) ${claimStatement(now, new Date(now.getTime() + 60_000), 10)}`,
      );
      if (!row) throw new Error('no plan');
      const [explained] = row['QUERY PLAN'];
      plan = {
        buffers:
          (explained.Plan['Shared Hit Blocks'] ?? 0) + (explained.Plan['Shared Read Blocks'] ?? 0),
        ms: explained['Execution Time'],
      };
      throw new Rollback();
    })
    .catch((error: unknown) => {
      if (!(error instanceof Rollback)) throw error;
    });
  if (!plan) throw new Error('no plan');
  return plan;
}

/** `count` pending emails, the first due `age` ago and each next one a millisecond later. */
async function insertEmails(count: number, prefix: string, age: string): Promise<void> {
  await db.$executeRaw`
    INSERT INTO email_outbox (id, recipient, subject, html, text, idempotency_key, lead_kind,
                              lead_id, next_attempt_at, updated_at)
    SELECT gen_random_uuid(), 'staff@example.se', 'Subject', '<p>Body</p>', 'Body',
           ${prefix} || n, 'contact', gen_random_uuid(),
           now() - ${age}::interval + n * interval '1 ms', now()
      FROM generate_series(1, ${count}::int) AS n`;
}

beforeAll(async () => {
  database = await createTestDatabase();
  db = database.db;
  await db.$executeRawUnsafe('ALTER TABLE email_outbox SET (autovacuum_enabled = false)');
});

afterAll(async () => {
  await database?.close();
});

test('the claim with 100 000 sent emails reads none of their table pages', async () => {
  await insertEmails(DUE, 'due/', '1 second');
  const empty = await explainClaim();

  await db.$executeRawUnsafe(`DELETE FROM email_outbox`);
  await insertEmails(FINISHED, 'sent/', '1 day');
  // As the sender does: claimed (a lease), then sent.
  await db.$executeRawUnsafe(
    `UPDATE email_outbox SET status = 'sending', attempts = 1, next_attempt_at = now() - interval '12 hours'`,
  );
  await db.$executeRawUnsafe(`UPDATE email_outbox SET status = 'sent', sent_at = now()`);
  // The emails due now are the newest, after every one sent before them.
  await insertEmails(DUE, 'due/', '1 second');
  const [{ pages }] = await db.$queryRaw<[{ pages: number }]>`
    SELECT (pg_relation_size('email_outbox') / current_setting('block_size')::int)::int AS pages`;

  // The first claim after the 200 000 dead versions appeared looks each up once in the table
  // (and marks it dead in the index); every later claim steps over them in the index alone.
  const first = await explainClaim();
  const steady = [await explainClaim(), await explainClaim(), await explainClaim()];
  // What the table's autovacuum settings (prisma/migrations/*_outbox_due_index) make routine.
  await db.$executeRawUnsafe('VACUUM email_outbox');
  const vacuumed = await explainClaim();
  console.log(
    `[outbox-claim] ${DUE} due: ${empty.buffers} buffers, ${empty.ms.toFixed(2)} ms; with ${FINISHED} ` +
      `sent (${pages} table pages, autovacuum off): first claim ${first.buffers} buffers, ` +
      `${first.ms.toFixed(2)} ms, then ` +
      steady.map((plan) => `${plan.buffers} buffers ${plan.ms.toFixed(2)} ms`).join(', ') +
      `; after VACUUM ${vacuumed.buffers} buffers ${vacuumed.ms.toFixed(2)} ms`,
  );
  for (const plan of steady) expect(plan.buffers).toBeLessThan(pages / 5);
  expect(vacuumed.buffers).toBeLessThan(empty.buffers * 3);
});
