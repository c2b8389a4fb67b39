/** @jest-environment node */
import { createServer, type Server, type Socket } from 'node:net';
import { Client } from 'pg';
import { connectDatabase } from '@/lib/db/connect';
import { DatabaseUnavailableError, isConnectionFailure, withDatabase } from '@/lib/db/errors';
import { PrismaClient } from '@/lib/db/generated/client';
import { createPostgresAdapter } from '@/lib/db/postgres';
import { queueLeadEmails } from '@/lib/email/queue';
import { ADMIN_URL, createTestDatabase, type TestDatabase } from '@/tests/helpers/db';

jest.setTimeout(60_000);

function storeLead(db: PrismaClient, beforeEmails: () => Promise<void> = async () => {}) {
  return withDatabase(() =>
    db.$transaction(async (tx) => {
      const lead = await tx.contactMessage.create({
        data: { kind: 'contact', language: 'en', email: 'a@example.com' },
      });
      await beforeEmails();
      await queueLeadEmails(tx, {
        kind: 'contact',
        leadId: lead.id,
        visitor: { email: 'a@example.com', language: 'en' },
        fields: { email: 'a@example.com' },
      });
    }),
  );
}

describe('PostgreSQL that cannot be reached', () => {
  test('a closed port fails fast with DatabaseUnavailableError', async () => {
    const db = new PrismaClient({
      adapter: createPostgresAdapter('postgresql://postgres@127.0.0.1:1/site'),
    });
    const started = Date.now();
    const error = await storeLead(db).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DatabaseUnavailableError);
    expect(Date.now() - started).toBeLessThan(6_000);
    await db.$disconnect();
  });

  test('a server that accepts but never answers times out into DatabaseUnavailableError', async () => {
    const sockets: Socket[] = [];
    const silent: Server = createServer((socket) => void sockets.push(socket));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const { port } = silent.address() as { port: number };
    // 1 s instead of the default 5 s keeps the test short; the mechanism is the same.
    const adapter = createPostgresAdapter(`postgresql://postgres@127.0.0.1:${port}/site`, {
      connectionTimeoutMillis: 1_000,
    });
    const db = new PrismaClient({ adapter });
    const started = Date.now();
    await expect(storeLead(db)).rejects.toBeInstanceOf(DatabaseUnavailableError);
    expect(Date.now() - started).toBeLessThan(3_000);
    await db.$disconnect();
    for (const socket of sockets) socket.destroy();
    await new Promise((resolve) => silent.close(resolve));
  });

  test('other errors are not mistaken for an outage', () => {
    expect(isConnectionFailure(new Error('Unique constraint failed'))).toBe(false);
    expect(isConnectionFailure({ code: 'P2002' })).toBe(false);
    expect(isConnectionFailure({ code: 'ECONNREFUSED' })).toBe(true);
    expect(
      isConnectionFailure({
        meta: { driverAdapterError: { cause: { kind: 'DatabaseNotReachable' } } },
      }),
    ).toBe(true);
  });
});

describe('PostgreSQL lost in the middle of a lead transaction', () => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database?.close());

  test('nothing of the lead is stored: no lead row, no outbox rows', async () => {
    const { db } = database;
    const url = (await db.$queryRaw<{ url: string }[]>`SELECT current_database() AS url`)[0]?.url;
    // Kill every other session of this database, i.e. the transaction's own connection,
    // after the lead row was written and before its emails are.
    const killConnection = async () => {
      const admin = new Client({ connectionString: ADMIN_URL });
      await admin.connect();
      await admin.query(
        'SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()',
        [url],
      );
      await admin.end();
    };
    await expect(storeLead(db, killConnection)).rejects.toBeInstanceOf(DatabaseUnavailableError);
    expect(await db.contactMessage.count()).toBe(0);
    expect(await db.emailOutbox.count()).toBe(0);
  });
});

test('without DATABASE_URL the app refuses with DatabaseUnavailableError, naming the way to start', async () => {
  const error = await connectDatabase('').catch((e: unknown) => e);
  expect(error).toBeInstanceOf(DatabaseUnavailableError);
  expect((error as Error).message).toContain('npm run dev');
});
