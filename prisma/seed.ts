import { describeTarget, runScript, withConnection } from '../scripts/db/run';
import { seedDatabase } from '@/lib/db/seed';

// `npm run db:seed` (also `prisma db seed`): idempotent. Inserts the missing salary parameters
// (spec §9 defaults; existing values are kept) and syncs prisma/content/faq.json into the FAQ
// tables by id. Running it twice changes nothing the second time.
runScript(() =>
  withConnection(async (connection) => {
    const result = await seedDatabase(connection.db);
    console.log(`Seeded ${describeTarget()}: ${JSON.stringify(result)}`);
  }),
);
