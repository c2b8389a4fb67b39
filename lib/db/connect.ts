import { env } from '@/lib/env';
import { PrismaClient } from './generated/client';
import { createPostgresAdapter } from './postgres';

export type DatabaseKind = 'postgres' | 'pglite';

export interface DatabaseConnection {
  kind: DatabaseKind;
  db: PrismaClient;
  close(): Promise<void>;
}

export interface ConnectOptions {
  databaseUrl?: string;
  databaseDir?: string;
  /** Embedded only: seed after migrating (default true). */
  seed?: boolean;
}

/**
 * DATABASE_URL set: PostgreSQL through @prisma/adapter-pg (connects lazily, on the first query;
 * migrations are applied by `npm run db:migrate` / the build, never by the app).
 * Unset: the embedded PGlite database in DATABASE_DIR, migrated and seeded as it opens.
 * Used by lib/db/client.ts (the app) and by the scripts, which must not import server-only code.
 */
export async function connectDatabase(options: ConnectOptions = {}): Promise<DatabaseConnection> {
  const databaseUrl = 'databaseUrl' in options ? options.databaseUrl : env.DATABASE_URL;
  if (databaseUrl) {
    const db = new PrismaClient({ adapter: createPostgresAdapter(databaseUrl) });
    return { kind: 'postgres', db, close: () => db.$disconnect() };
  }
  // Imported on demand: deployments with DATABASE_URL never load PGlite or the schema engine.
  const { openEmbeddedDatabase } = await import('./embedded');
  const embedded = await openEmbeddedDatabase(options.databaseDir ?? env.DATABASE_DIR, {
    seed: options.seed,
  });
  return { kind: 'pglite', ...embedded };
}
