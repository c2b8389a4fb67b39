import { runScript } from './run';
import { env } from '@/lib/env';
import { applyMigrations } from '@/lib/db/migrations';
import { createPostgresAdapter } from '@/lib/db/postgres';
import { connectDatabase } from '@/lib/db/connect';
import { seedDatabase } from '@/lib/db/seed';

// `npm run db:deploy`, run before `next build` (prebuild) and by scripts/db/with-embedded.mjs
// before it starts anything on the embedded PostgreSQL: applies pending migrations and seeds
// (salary parameters + FAQ sync), so the prerendered FAQ page shows the current content file.
// Without DATABASE_URL (the prebuild of `npm run build` without one) it does nothing: the build's
// embedded PostgreSQL is deployed by scripts/db/with-embedded.mjs when it starts.
runScript(async () => {
  if (!env.DATABASE_URL) {
    console.log('[db:deploy] No DATABASE_URL: the embedded PostgreSQL is deployed as it starts.');
    return;
  }
  const applied = await applyMigrations(createPostgresAdapter(env.DATABASE_URL));
  const connection = await connectDatabase(env.DATABASE_URL);
  try {
    const result = await seedDatabase(connection.db);
    console.log(
      `[db:deploy] migrations applied: ${applied.length}; seed: ${JSON.stringify(result)}`,
    );
  } finally {
    await connection.close();
  }
});
