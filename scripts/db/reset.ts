import { rm } from 'node:fs/promises';
import path from 'node:path';
import { describeTarget, runScript, withConnection } from './run';
import { env } from '@/lib/env';
import { acquireDirectoryLock } from '@/lib/db/embedded';
import { applyMigrations, resetDatabase } from '@/lib/db/migrations';
import { createPostgresAdapter } from '@/lib/db/postgres';
import { seedDatabase } from '@/lib/db/seed';

// `npm run db:reset` (development only): empties the database, re-applies every migration and
// seeds. Refuses when NODE_ENV=production.
runScript(async () => {
  if (env.NODE_ENV === 'production') {
    throw new Error('db:reset refuses to run with NODE_ENV=production.');
  }
  if (env.DATABASE_URL) {
    const adapter = createPostgresAdapter(env.DATABASE_URL);
    await resetDatabase(adapter);
    await applyMigrations(adapter);
  } else {
    // Taking the lock first makes this fail, rather than corrupt anything, while `next dev` runs.
    const dir = path.resolve(env.DATABASE_DIR);
    const lock = acquireDirectoryLock(dir);
    try {
      await rm(dir, { recursive: true, force: true });
    } finally {
      lock.release();
    }
  }
  // Opening the embedded database migrates and seeds it; Postgres is seeded here.
  await withConnection(async (connection) => {
    if (connection.kind === 'postgres') await seedDatabase(connection.db);
    console.log(`Reset ${describeTarget(connection)}: migrated and seeded.`);
  });
});
