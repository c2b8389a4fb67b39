import 'server-only';
import { env } from '@/lib/env';
import { log } from '@/lib/log';
import { connectDatabase, isNextBuild, type DatabaseConnection } from './connect';
import { toDatabaseUnavailable } from './errors';
import type { Prisma, PrismaClient } from './generated/client';

export type { PrismaClient } from './generated/client';
/**
 * What queries run on: the client or a transaction's client (a PrismaClient is one too). Code
 * that opens a transaction takes a PrismaClient.
 */
export type Db = Prisma.TransactionClient;
export {
  DatabaseUnavailableError,
  DatabaseLockedError,
  isConnectionFailure,
  withDatabase,
} from './errors';

// One client per process, created on first use (never at import: `next build` imports this
// module in its page workers). Kept on globalThis so dev-server hot reloads reuse it instead of
// opening the embedded database a second time in the same process.
const store = globalThis as typeof globalThis & {
  __siteDb?: Promise<DatabaseConnection>;
  __siteDbWarned?: boolean;
};

function warnOnceAboutEmbedded(): void {
  if (env.NODE_ENV !== 'production' || env.DATABASE_URL || store.__siteDbWarned) return;
  if (isNextBuild()) return; // the build's database lives in memory (lib/db/connect.ts)
  store.__siteDbWarned = true;
  log.warn('db.embedded_in_production', {
    message:
      `DATABASE_URL is not set: using the embedded PGlite database in ${env.DATABASE_DIR}. ` +
      'It is single-process and lives on this machine only; set DATABASE_URL for PostgreSQL.',
  });
}

/**
 * The Prisma client (Postgres with DATABASE_URL, else embedded PGlite; during `next build`
 * without DATABASE_URL an in-memory one seeded from the content files). Server-only.
 */
export async function getDb(): Promise<PrismaClient> {
  warnOnceAboutEmbedded();
  // A failed open is forgotten, so the next request tries again instead of failing forever.
  store.__siteDb ??= connectDatabase().catch((error: unknown) => {
    store.__siteDb = undefined;
    throw toDatabaseUnavailable(error);
  });
  return (await store.__siteDb).db;
}
