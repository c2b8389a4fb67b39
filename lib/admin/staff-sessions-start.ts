import { getDb } from '@/lib/db/client';
import { isNextBuild } from '@/lib/db/connect';
import { log } from '@/lib/log';
import { endRemovedStaffSessions } from './staff-sessions';

/**
 * When a server starts (instrumentation.ts): ADMIN_EMAILS can only change with a restart, so
 * this is when a removed address's sessions, links and user row are deleted, before anyone can
 * use them.
 * Never throws; the cron route and the next use of such a session try again.
 */
export async function endRemovedStaffSessionsAtStart(): Promise<void> {
  if (isNextBuild()) return;
  try {
    const ended = await endRemovedStaffSessions(await getDb());
    if (ended.sessions + ended.links + ended.users > 0)
      log.info('admin.removed_staff_sessions_ended', ended);
  } catch (error) {
    log.warn('admin.removed_staff_sessions_failed', { error });
  }
}
