import { describeTarget, runScript, withConnection } from './run';
import { env } from '@/lib/env';
import { applyMigrations, resetDatabase } from '@/lib/db/migrations';
import { createPostgresAdapter } from '@/lib/db/postgres';
import { seedDatabase } from '@/lib/db/seed';

// `npm run db:reset` (development only): empties the database, re-applies every migration and
// seeds. Refuses when NODE_ENV=production.
runScript(async () => {
  if (env.NODE_ENV === 'production') {
    throw new Error('db:reset refuses to run with NODE_ENV=production.');
  }
  if (!env.DATABASE_URL) throw new Error('DATABASE_URL is not set');
  const adapter = createPostgresAdapter(env.DATABASE_URL);
  await resetDatabase(adapter);
  await applyMigrations(adapter);
  await withConnection(async (connection) => {
    await seedDatabase(connection.db);
    console.log(`Reset ${describeTarget()}: migrated and seeded.`);
  });
});
