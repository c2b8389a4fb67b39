import type {
  SqlDriverAdapter,
  SqlMigrationAwareDriverAdapterFactory,
} from '@prisma/driver-adapter-utils';
import {
  MIGRATIONS_DIR,
  readMigrationList,
  readSchema,
  SCHEMA_PATH,
  writeMigration,
} from './files';
import { openSchemaEngine, type SchemaEngine } from './engine';

type Adapter = SqlMigrationAwareDriverAdapterFactory;
const NO_FILTER = { externalTables: [], externalEnums: [] };

export interface MigrationPaths {
  migrationsDir?: string;
  schemaPath?: string;
}

// Workaround: every connection the engine opens is disposed here, exactly once
// (docs/workarounds.md#wasm-migration-engine).
function tracked(adapter: Adapter): { factory: Adapter; disposeAll(): Promise<void> } {
  const open = new Set<SqlDriverAdapter>();
  const track = async (connection: SqlDriverAdapter) => {
    const dispose = connection.dispose.bind(connection);
    open.add(connection);
    connection.dispose = async () => {
      if (open.delete(connection)) await dispose();
    };
    return connection;
  };
  return {
    factory: {
      provider: adapter.provider,
      adapterName: adapter.adapterName,
      connect: async () => track(await adapter.connect()),
      connectToShadowDb: async () => track(await adapter.connectToShadowDb()),
    },
    async disposeAll() {
      await Promise.allSettled([...open].map((connection) => connection.dispose()));
    },
  };
}

async function withEngine<T>(
  adapter: Adapter,
  schemaPath: string,
  work: (engine: SchemaEngine) => Promise<T>,
): Promise<T> {
  const { factory, disposeAll } = tracked(adapter);
  const engine = await openSchemaEngine(factory, await readSchema(schemaPath));
  try {
    return await work(engine);
  } finally {
    engine.free();
    await disposeAll();
  }
}

// Starting the wasm engine costs about a second; `npm run dev` checks for pending migrations on
// every start (scripts/db/with-embedded.mjs), so ask Prisma's own bookkeeping table first.
async function pendingMigrations(adapter: Adapter, names: string[]): Promise<string[]> {
  const connection = await adapter.connect();
  try {
    const result = await connection.queryRaw({
      sql: 'SELECT migration_name FROM _prisma_migrations WHERE finished_at IS NOT NULL AND rolled_back_at IS NULL',
      args: [],
      argTypes: [],
    });
    const applied = new Set(result.rows.map((row) => String(row[0])));
    return names.filter((name) => !applied.has(name));
  } catch {
    return names; // no bookkeeping table yet: a fresh database
  } finally {
    await connection.dispose();
  }
}

/** Applies the pending migrations of the folder; returns the names it applied. */
export async function applyMigrations(
  adapter: Adapter,
  paths: MigrationPaths = {},
): Promise<string[]> {
  const migrationsList = await readMigrationList(paths.migrationsDir ?? MIGRATIONS_DIR);
  const names = migrationsList.migrationDirectories.map((entry) => entry.path);
  if ((await pendingMigrations(adapter, names)).length === 0) return [];
  return withEngine(adapter, paths.schemaPath ?? SCHEMA_PATH, async (engine) => {
    const output = await engine.applyMigrations({ migrationsList, filters: NO_FILTER });
    return output.appliedMigrationNames;
  });
}

/**
 * SQL that turns a database built from the migrations folder into the schema ('' = no drift).
 * The engine replays the folder into the adapter's shadow database (connectToShadowDb).
 */
export async function diffMigrationsToSchema(
  adapter: Adapter,
  paths: MigrationPaths = {},
): Promise<string> {
  const schemaPath = paths.schemaPath ?? SCHEMA_PATH;
  const migrationsList = await readMigrationList(paths.migrationsDir ?? MIGRATIONS_DIR);
  const content = await readSchema(schemaPath);
  const from =
    migrationsList.migrationDirectories.length === 0
      ? { tag: 'empty' as const }
      : { tag: 'migrations' as const, ...migrationsList };
  return withEngine(adapter, schemaPath, async (engine) => {
    const result = await engine.diff({
      from,
      to: { tag: 'schemaDatamodel', files: [{ path: 'schema.prisma', content }] },
      script: true,
      exitCode: null,
      filters: NO_FILTER,
    });
    return (result.stdout ?? '').replace(/^-- This is an empty migration\.\s*$/m, '').trim();
  });
}

function timestamp(now: Date): string {
  return now.toISOString().replace(/[-:T]/g, '').slice(0, 14); // Prisma's YYYYMMDDHHMMSS (UTC)
}

/**
 * Writes <timestamp>_<name>/migration.sql from the schema diff; null when nothing changed.
 * The wasm engine's own createMigration needs a shadow database URL for Postgres, which a
 * driver adapter cannot give it, so this is `migrate diff` from the folder plus the folder write.
 */
export async function createMigration(
  adapter: Adapter,
  name: string,
  paths: MigrationPaths = {},
  now = new Date(),
): Promise<string | null> {
  const script = await diffMigrationsToSchema(adapter, paths);
  if (!script) return null;
  const folder = `${timestamp(now)}_${name}`;
  return writeMigration(paths.migrationsDir ?? MIGRATIONS_DIR, folder, 'sql', `${script}\n`);
}

/** Drops everything in the database (development only; callers check NODE_ENV). */
export async function resetDatabase(adapter: Adapter, paths: MigrationPaths = {}): Promise<void> {
  await withEngine(adapter, paths.schemaPath ?? SCHEMA_PATH, (engine) =>
    engine.reset({ filter: NO_FILTER }),
  );
}
