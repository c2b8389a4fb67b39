import { parseArgs } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import { createMigration } from '@/lib/db/migrations';
import { createPgliteAdapter } from '@/lib/db/embedded/pglite';

// `npm run db:migrate:create -- --name add_x`: writes prisma/migrations/<timestamp>_add_x from
// the difference between the migrations folder and prisma/schema.prisma. The engine replays the
// folder into a shadow database; a throwaway in-memory PGlite serves, so no server is needed
// and the development database is left alone. Apply it afterwards with `npm run db:migrate`.
async function main(): Promise<void> {
  const { values } = parseArgs({ options: { name: { type: 'string', short: 'n' } } });
  const name = values.name?.trim().replace(/[^A-Za-z0-9_]+/g, '_');
  if (!name)
    throw new Error('Give the migration a name: npm run db:migrate:create -- --name add_x');
  const pg = await PGlite.create();
  try {
    const folder = await createMigration(createPgliteAdapter(pg), name);
    console.log(
      folder ? `Created ${folder}` : 'The schema matches the migrations: nothing to create.',
    );
  } finally {
    await pg.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
