import { parseArgs } from 'node:util';
import { runScript } from './run';
import { env } from '@/lib/env';
import { createMigration } from '@/lib/db/migrations';
import { createPostgresAdapter } from '@/lib/db/postgres';

// `npm run db:migrate:create -- --name add_x`: writes prisma/migrations/<timestamp>_add_x from
// the difference between the migrations folder and prisma/schema.prisma. The engine replays the
// folder into a throwaway shadow database on the same server, so the database itself is left
// alone. Apply it afterwards with `npm run db:migrate`.
runScript(async () => {
  const { values } = parseArgs({ options: { name: { type: 'string', short: 'n' } } });
  const name = values.name?.trim().replace(/[^A-Za-z0-9_]+/g, '_');
  if (!name)
    throw new Error('Give the migration a name: npm run db:migrate:create -- --name add_x');
  if (!env.DATABASE_URL) throw new Error('DATABASE_URL is not set');
  const folder = await createMigration(createPostgresAdapter(env.DATABASE_URL), name);
  console.log(
    folder ? `Created ${folder}` : 'The schema matches the migrations: nothing to create.',
  );
});
