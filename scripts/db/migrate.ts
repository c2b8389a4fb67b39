import { runScript } from './run';
import { env } from '@/lib/env';
import { openEmbeddedDatabase } from '@/lib/db/embedded';
import { applyMigrations } from '@/lib/db/migrations';
import { createPostgresAdapter } from '@/lib/db/postgres';

// `npm run db:migrate`: applies pending migrations from prisma/migrations/ through the
// WebAssembly schema engine, to DATABASE_URL or else to the embedded database in DATABASE_DIR
// (which migrates itself whenever it opens, so the app never needs this for PGlite).
runScript(async () => {
  if (env.DATABASE_URL) {
    const applied = await applyMigrations(createPostgresAdapter(env.DATABASE_URL));
    console.log(applied.length ? `Applied: ${applied.join(', ')}` : 'PostgreSQL is up to date.');
    return;
  }
  const embedded = await openEmbeddedDatabase(env.DATABASE_DIR, { seed: false });
  await embedded.close();
  console.log(`The embedded database in ${env.DATABASE_DIR} is up to date.`);
});
