import { getDb } from '@/lib/db/client';
import { env } from '@/lib/env';
import { readHealth, type Health } from '@/lib/health';
import { log } from '@/lib/log';
import { hasBearerSecret } from '@/lib/security/bearer';
import { now } from '@/lib/time/clock';

// For uptime monitors (README, Monitoring): 200 `{ "db": "ok" }` when the database answers, 503
// `{ "db": "unavailable" }` when it does not, and nothing more to the public. With the cron
// route's `Authorization: Bearer $CRON_SECRET`, the 200 also holds the outbox's state and the
// build's version. Never cached. One query per request, and at most one at a time per instance:
// concurrent requests share the one in flight.
export const dynamic = 'force-dynamic';

const NO_STORE = { 'Cache-Control': 'no-store' };

let inFlight: Promise<Health | null> | null = null;

async function check(): Promise<Health | null> {
  try {
    return await readHealth(await getDb(), now());
  } catch (error) {
    log.warn('health.database_unavailable', { error });
    return null;
  }
}

export async function GET(request: Request): Promise<Response> {
  inFlight ??= check().finally(() => {
    inFlight = null;
  });
  const health = await inFlight;
  if (!health) return Response.json({ db: 'unavailable' }, { status: 503, headers: NO_STORE });
  const details = hasBearerSecret(request, env.CRON_SECRET);
  return Response.json(details ? health : { db: health.db }, { headers: NO_STORE });
}
