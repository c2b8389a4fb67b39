import { describeTarget, runScript, withConnection } from './run';
import { drainOutbox } from '@/lib/email/drain';

// `npm run outbox:drain`: delivers every due outbox email now (what the cron route does), at most
// OUTBOX_CONCURRENCY at a time.
runScript(() =>
  withConnection(async (connection) => {
    const summary = await drainOutbox(connection.db);
    console.log(`Outbox of ${describeTarget()}: ${JSON.stringify(summary)}`);
  }),
);
