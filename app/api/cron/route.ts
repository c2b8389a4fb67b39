import { endRemovedStaffSessions } from '@/lib/admin/staff-sessions';
import { purgeRateLimitWindows } from '@/lib/api/rate-limit';
import { errorResponse, json } from '@/lib/api/responses';
import { getDb } from '@/lib/db/client';
import { isDatabaseUnavailable } from '@/lib/db/errors';
import { deliveryLoop } from '@/lib/email/trigger';
import { env } from '@/lib/env';
import { log } from '@/lib/log';
import { purgeExpiredData } from '@/lib/retention/purge';
import { queueRuleAlerts } from '@/lib/salary/alerts';
import { hasBearerSecret } from '@/lib/security/bearer';
import { now } from '@/lib/time/clock';

// The sweeper, called by Vercel Cron (vercel.json) with `Authorization: Bearer $CRON_SECRET`:
// queues the staff's email for each new warning that the salary rules may be out of date (once
// per warning, lib/salary/alerts.ts; here because it runs on schedule whether or not anyone opens
// the back office), delivers outbox emails that are due (these among them), whose earlier
// attempts failed or whose after() never ran (through the
// instance's own sender, so its sends count against the same limit), then deletes enquiries past
// the three-year retention, the rate limiter's ended windows and the sessions of staff no
// longer in ADMIN_EMAILS. Without CRON_SECRET every call is refused. A database that cannot be
// reached is a 503 (retry later), not a failure.
export const dynamic = 'force-dynamic';
// Within every Vercel plan's limit; a send cut short is reclaimed when its lease runs out.
export const maxDuration = 60;

const CRON_RETRY_AFTER_SECONDS = 60;

export async function GET(request: Request): Promise<Response> {
  if (!hasBearerSecret(request, env.CRON_SECRET)) {
    return errorResponse(401, 'Unauthorized');
  }
  try {
    const db = await getDb();
    const salaryAlerts = await queueRuleAlerts(db, now());
    // A sender that cannot reach the database finishes at once; the purge then tells.
    const delivery = await deliveryLoop().drain({ budgetMs: 30_000 });
    const retention = await purgeExpiredData(db);
    const rateLimitWindows = await purgeRateLimitWindows(db);
    const removedStaff = await endRemovedStaffSessions(db);
    return json({ ok: true, salaryAlerts, delivery, retention, rateLimitWindows, removedStaff });
  } catch (error) {
    if (isDatabaseUnavailable(error)) {
      log.warn('cron.database_unavailable', { error });
      return errorResponse(503, 'Database unavailable', {
        headers: { 'Retry-After': String(CRON_RETRY_AFTER_SECONDS) },
      });
    }
    log.error('cron.failed', { error });
    return errorResponse(500, 'Cron run failed');
  }
}
