import { randomBytes } from 'node:crypto';
import { Client } from 'pg';
import { applyMigrations } from '@/lib/db/migrations';
import { PrismaClient } from '@/lib/db/generated/client';
import { createPostgresAdapter, type AdapterFactory } from '@/lib/db/postgres';

// Integration tests run on PostgreSQL: a fresh database per test file, created from
// TEST_PG_ADMIN_URL and dropped afterwards, so a developer's data is never touched.

export const ADMIN_URL =
  process.env.TEST_PG_ADMIN_URL || 'postgresql://postgres@127.0.0.1:5432/postgres';

export interface TestDatabase {
  db: PrismaClient;
  adapter: AdapterFactory;
  close(): Promise<void>;
}

async function admin<T>(work: (client: Client) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: ADMIN_URL });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

export async function createPostgresDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `site_test_${Date.now()}_${randomBytes(4).toString('hex')}`;
  await admin((client) => client.query(`CREATE DATABASE "${name}"`));
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      await admin((client) => client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`));
    },
  };
}

/** A fresh, migrated (unless `migrate: false`) database. */
export async function createTestDatabase({ migrate = true } = {}): Promise<TestDatabase> {
  const database = await createPostgresDatabase();
  const adapter = createPostgresAdapter(database.url);
  if (migrate) await applyMigrations(adapter);
  const db = new PrismaClient({ adapter });
  return {
    db,
    adapter,
    async close() {
      await db.$disconnect();
      await database.drop();
    },
  };
}

/** Empties every table (all of the schema's, so a new table is never forgotten), for a clean slate between tests of one file. */
export async function truncateAll(db: PrismaClient): Promise<void> {
  const tables = await db.$queryRawUnsafe<{ name: string }[]>(
    `SELECT tablename AS name FROM pg_tables
      WHERE schemaname = current_schema() AND tablename <> '_prisma_migrations'`,
  );
  await db.$executeRawUnsafe(`TRUNCATE ${tables.map((t) => `"${t.name}"`).join(', ')} CASCADE`);
}
