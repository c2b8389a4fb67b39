import 'server-only';
import { connectDatabase, type DatabaseConnection } from './connect';
import { toDatabaseUnavailable } from './errors';
import type { Prisma, PrismaClient } from './generated/client';

export type { PrismaClient } from './generated/client';
/**
 * What queries run on: the client or a transaction's client (a PrismaClient is one too). Code
 * that opens a transaction takes a PrismaClient.
 */
export type Db = Prisma.TransactionClient;

/**
 * A request's transaction limits (a lead, a staff action): Prisma's defaults (2 s to start, 5 s
 * to finish) fail a healthy but busy server's first request, which must also open a pool
 * connection; these match the driver's own limits (lib/db/postgres.ts).
 */
export const TRANSACTION_LIMITS = { maxWait: 5_000, timeout: 10_000 } as const;

// One client per process, created on first use (never at import: `next build` imports this
// module in its page workers). Kept on globalThis so dev-server hot reloads reuse its pool.
const store = globalThis as typeof globalThis & { __siteDb?: Promise<DatabaseConnection> };

/** The Prisma client, on PostgreSQL at DATABASE_URL (lib/db/connect.ts). Server-only. */
export async function getDb(): Promise<PrismaClient> {
  // A failed open is forgotten, so the next request tries again instead of failing forever.
  store.__siteDb ??= connectDatabase().catch((error: unknown) => {
    store.__siteDb = undefined;
    throw toDatabaseUnavailable(error);
  });
  return (await store.__siteDb).db;
}
