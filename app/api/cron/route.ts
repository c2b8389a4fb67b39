import { timingSafeEqual } from 'node:crypto';
import { endRemovedStaffSessions } from '@/lib/admin/staff-sessions';
import { purgeRateLimitWindows } from '@/lib/api/postgres-rate-limit';
import { getDb } from '@/lib/db/client';
import { DatabaseUnavailableError } from '@/lib/db/errors';
import { drainOutbox } from '@/lib/email/drain';
import { env } from '@/lib/env';
import { log } from '@/lib/log';
import { purgeExpiredData } from '@/lib/retention/purge';

// The sweeper, called by Vercel Cron (vercel.json) with `Authorization: Bearer $CRON_SECRET`:
// delivers outbox emails whose earlier attempts failed or whose after() never ran, then deletes
// enquiries past the three-year retention, the rate limiter's finished windows and the sessions
// of staff no longer in ADMIN_EMAILS. Without
// CRON_SECRET every call is refused.
export const dynamic = 'force-dynamic';
// Within every Vercel plan's limit; a batch cut short is reclaimed when its lease runs out.
export const maxDuration = 60;

const NO_STORE = { 'Cache-Control': 'no-store' };

function isAuthorized(request: Request, secret: string | undefined): boolean {
  if (!secret) return false;
  const given = Buffer.from(request.headers.get('authorization') ?? '');
  const expected = Buffer.from(`Bearer ${secret}`);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

export async function GET(request: Request): Promise<Response> {
  if (!isAuthorized(request, env.CRON_SECRET)) {
    return Response.json({ error: 'Unauthorized' }, { status: 401, headers: NO_STORE });
  }
  try {
    const db = await getDb();
    const delivery = await drainOutbox(db, { budgetMs: 30_000 });
    const retention = await purgeExpiredData(db);
    const rateLimitWindows = await purgeRateLimitWindows(db);
    const removedStaff = await endRemovedStaffSessions(db);
    return Response.json(
      { ok: true, delivery, retention, rateLimitWindows, removedStaff },
      { headers: NO_STORE },
    );
  } catch (error) {
    log.error('cron.failed', { error: String(error) });
    const status = error instanceof DatabaseUnavailableError ? 503 : 500;
    return Response.json({ error: 'Cron run failed' }, { status, headers: NO_STORE });
  }
}
