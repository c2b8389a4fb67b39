import { createHash, randomBytes } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import { applyMigrations } from '@/lib/db/migrations';
import { PrismaClient } from '@/lib/db/generated/client';
import { createPostgresAdapter, type AdapterFactory } from '@/lib/db/postgres';
import { startPgliteBridge } from '@/tests/integration/db/support/pglite-bridge';

// Integration tests run the same suite against PostgreSQL and PGlite. PostgreSQL: a fresh
// database per test file, created from TEST_PG_ADMIN_URL and dropped afterwards, so a
// developer's data is never touched. PGlite: an in-memory instance in a worker thread.

export type Engine = 'postgres' | 'pglite';
export const ENGINES: Engine[] = ['postgres', 'pglite'];

export const ADMIN_URL =
  process.env.TEST_PG_ADMIN_URL || 'postgresql://postgres@127.0.0.1:5432/postgres';

export interface TestDatabase {
  engine: Engine;
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

// PGlite data directories dumped once and loaded by later test files (loading takes about a
// second, initdb several): an empty cluster keyed by the PGlite version, and a migrated one
// keyed by the version and the migrations, so a changed migration never reuses an old one.
function templatePath(kind: 'empty' | 'migrated'): string {
  const hash = createHash('sha256');
  hash.update(readFileSync(path.join('node_modules', '@electric-sql', 'pglite', 'package.json')));
  const dir = path.join('prisma', 'migrations');
  for (const name of kind === 'migrated' ? readdirSync(dir).sort() : []) {
    const file = path.join(dir, name, 'migration.sql');
    if (existsSync(file)) hash.update(name).update(readFileSync(file));
  }
  return path.join(tmpdir(), `site-pglite-${kind}-${hash.digest('hex').slice(0, 16)}.tar`);
}

async function startPglite(migrate: boolean) {
  const template = templatePath('migrated');
  const emptyTemplate = templatePath('empty');
  if (migrate && existsSync(template))
    return startPgliteBridge({ loadFrom: template, emptyTemplate });
  const bridge = await startPgliteBridge({ emptyTemplate });
  if (migrate) {
    await applyMigrations(bridge.adapter);
    await bridge.dumpTo(template);
  }
  return bridge;
}

/** A fresh, migrated (unless `migrate: false`) database of the given engine. */
export async function createTestDatabase(
  engine: Engine,
  { migrate = true } = {},
): Promise<TestDatabase> {
  let adapter: AdapterFactory;
  let release: () => Promise<void>;
  if (engine === 'postgres') {
    const database = await createPostgresDatabase();
    adapter = createPostgresAdapter(database.url);
    release = database.drop;
    if (migrate) await applyMigrations(adapter);
  } else {
    const bridge = await startPglite(migrate);
    adapter = bridge.adapter;
    release = bridge.close;
  }
  const db = new PrismaClient({ adapter });
  return {
    engine,
    db,
    adapter,
    async close() {
      await db.$disconnect();
      await release();
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
