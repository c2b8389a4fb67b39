import { describeTarget, runScript, withConnection } from './run';
import { purgeExpiredData } from '@/lib/retention/purge';

// `npm run retention:purge`: deletes what is past its retention (lib/retention/purge.ts), as the
// cron route does.
runScript(() =>
  withConnection(async (connection) => {
    const result = await purgeExpiredData(connection.db);
    console.log(`Retention purge on ${describeTarget()}: ${JSON.stringify(result)}`);
  }),
);
