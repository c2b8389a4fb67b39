import { runScript } from './run';
import { env } from '@/lib/env';
import { applyMigrations } from '@/lib/db/migrations';
import { createPostgresAdapter } from '@/lib/db/postgres';

// `npm run db:migrate`: applies pending migrations from prisma/migrations/ through the
// WebAssembly schema engine to DATABASE_URL (the embedded PostgreSQL without one, which
// scripts/db/with-embedded.mjs has migrated already).
runScript(async () => {
  if (!env.DATABASE_URL) throw new Error('DATABASE_URL is not set');
  const applied = await applyMigrations(createPostgresAdapter(env.DATABASE_URL));
  console.log(applied.length ? `Applied: ${applied.join(', ')}` : 'PostgreSQL is up to date.');
});
