import { PHASE_PRODUCTION_BUILD } from 'next/constants';
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

/** `next build` sets NEXT_PHASE before it starts its page workers, which inherit it. */
export function isNextBuild(): boolean {
  return process.env.NEXT_PHASE === PHASE_PRODUCTION_BUILD;
}

// During `next build` the page workers are parallel processes and PGlite allows one process per
// directory, so each worker gets a database of its own in memory, seeded from the same content
// files (prisma/content, lib/salary/seed-rules.ts) the on-disk one is seeded from when it opens.
const BUILD_DATA_DIR = 'memory://build';

/**
 * DATABASE_URL set: PostgreSQL through @prisma/adapter-pg (connects lazily, on the first query;
 * migrations are applied by `npm run db:migrate` / the build, never by the app).
 * Unset: the embedded PGlite database (lib/db/embedded) in DATABASE_DIR, or in memory during
 * `next build`, migrated and seeded as it opens.
 * Used by lib/db/client.ts (the app) and by the scripts, which must not import server-only code.
 */
export async function connectDatabase(options: ConnectOptions = {}): Promise<DatabaseConnection> {
  const databaseUrl = 'databaseUrl' in options ? options.databaseUrl : env.DATABASE_URL;
  if (databaseUrl) {
    const db = new PrismaClient({ adapter: createPostgresAdapter(databaseUrl) });
    return { kind: 'postgres', db, close: () => db.$disconnect() };
  }
  // The one door to the embedded database, imported on demand: deployments with DATABASE_URL
  // never load PGlite or the schema engine.
  const { openEmbeddedDatabase } = await import('./embedded');
  const dataDir = options.databaseDir ?? (isNextBuild() ? BUILD_DATA_DIR : env.DATABASE_DIR);
  const embedded = await openEmbeddedDatabase(dataDir, { seed: options.seed });
  return { kind: 'pglite', ...embedded };
}
