import { describeTarget, runScript, withConnection } from './run';
import { FAQ_CONTENT_PATH, readFaqContent } from '@/lib/faq/content';
import { syncFaqContent } from '@/lib/faq/sync';

// `npm run faq:sync`: makes the FAQ tables follow prisma/content/faq.json (upsert by id, delete
// ids that left the file), except the rows staff edited, created or deleted in the back office
// (see lib/faq/sync.ts). Then call /api/revalidate-faq, or wait
// up to 5 minutes, for the site to show it.
runScript(() =>
  withConnection(async (connection) => {
    const content = await readFaqContent();
    if (!content) throw new Error(`${FAQ_CONTENT_PATH} not found`);
    const result = await syncFaqContent(connection.db, content);
    console.log(`FAQ synced into ${describeTarget()}: ${JSON.stringify(result)}`);
  }),
);
