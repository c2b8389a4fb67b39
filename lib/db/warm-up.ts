import { log } from '../log';
import { getDb } from './client';
import { isNextBuild } from './connect';

/** Opens the database in the background; a failure is logged and retried by the next request. */
export async function warmUpDatabase(): Promise<void> {
  // Build workers open it when a page reads it.
  if (isNextBuild()) return;
  const started = Date.now();
  try {
    await getDb();
    log.info('db.ready', { ms: Date.now() - started });
  } catch (error) {
    log.warn('db.warm_up_failed', { error, ms: Date.now() - started });
  }
}
