import { log } from '../log';
import { getDb } from './client';

/** Opens the database in the background; a failure is logged and retried by the next request. */
export async function warmUpDatabase(): Promise<void> {
  const started = Date.now();
  try {
    await getDb();
    log.info('db.ready', { ms: Date.now() - started });
  } catch (error) {
    log.warn('db.warm_up_failed', { error, ms: Date.now() - started });
  }
}
