import { PHASE_PRODUCTION_BUILD } from 'next/constants';
import { env } from '@/lib/env';
import { DatabaseUnavailableError } from './errors';
import { PrismaClient } from './generated/client';
import { createPostgresAdapter } from './postgres';

export interface DatabaseConnection {
  db: PrismaClient;
  close(): Promise<void>;
}

/** `next build` sets NEXT_PHASE before it starts its page workers, which inherit it. */
export function isNextBuild(): boolean {
  return process.env.NEXT_PHASE === PHASE_PRODUCTION_BUILD;
}

/**
 * PostgreSQL at DATABASE_URL through @prisma/adapter-pg (connects lazily, on the first query;
 * migrations are applied by `npm run db:deploy`, never by the app). `npm run dev`, `build` and
 * `start` set it to the embedded PostgreSQL when it is not configured
 * (scripts/db/with-embedded.mjs). Used by lib/db/client.ts (the app) and by the scripts, which
 * must not import server-only code.
 */
export async function connectDatabase(databaseUrl = env.DATABASE_URL): Promise<DatabaseConnection> {
  if (!databaseUrl) {
    throw new DatabaseUnavailableError(
      'DATABASE_URL is not set: start the site with `npm run dev` or `npm start`, which provide the embedded PostgreSQL, or set it',
    );
  }
  const db = new PrismaClient({ adapter: createPostgresAdapter(databaseUrl) });
  return { db, close: () => db.$disconnect() };
}
