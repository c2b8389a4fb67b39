import { runScript } from './run';
import { env } from '@/lib/env';
import { applyMigrations } from '@/lib/db/migrations';
import { createPostgresAdapter } from '@/lib/db/postgres';
import { connectDatabase } from '@/lib/db/connect';
import { seedDatabase } from '@/lib/db/seed';

// `npm run db:deploy`, run before `next build` (prebuild): with DATABASE_URL, applies pending
// migrations and seeds (salary parameters + FAQ sync), so the prerendered FAQ page shows the
// current content file. Without DATABASE_URL it does nothing: the build must not open the
// single-process embedded database, which migrates and seeds itself when the server opens it,
// and the build's FAQ page reads the content file directly (lib/faq/load.ts).
runScript(async () => {
  if (!env.DATABASE_URL) {
    console.log(
      '[db:deploy] No DATABASE_URL: the embedded database is prepared when the server starts.',
    );
    return;
  }
  const applied = await applyMigrations(createPostgresAdapter(env.DATABASE_URL));
  const connection = await connectDatabase({ databaseUrl: env.DATABASE_URL });
  try {
    const result = await seedDatabase(connection.db);
    console.log(
      `[db:deploy] migrations applied: ${applied.length}; seed: ${JSON.stringify(result)}`,
    );
  } finally {
    await connection.close();
  }
});
