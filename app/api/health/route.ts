import { json } from '@/lib/api/responses';
import { getDb } from '@/lib/db/client';
import { env } from '@/lib/env';
import { readHealth, type Health } from '@/lib/health';
import { log } from '@/lib/log';
import { hasBearerSecret } from '@/lib/security/bearer';
import { now } from '@/lib/time/clock';

// For uptime monitors (README, Monitoring): 200 `{ "db": "ok" }` when the database answers, 503
// `{ "db": "unavailable" }` when it does not, and nothing more to the public. With the cron
// route's `Authorization: Bearer $CRON_SECRET`, the 200 also holds the outbox's state and the
// build's version. Never cached. One query per request, and at most one of each kind at a time
// per instance: concurrent requests share the one in flight.
export const dynamic = 'force-dynamic';

// The public answer needs only a round trip; the outbox's counts (which read its dead rows
// outside the claim's index) are read for the bearer alone.
const inFlight = new Map<'public' | 'details', Promise<Health | { db: 'ok' } | null>>();

async function check(kind: 'public' | 'details'): Promise<Health | { db: 'ok' } | null> {
  try {
    const db = await getDb();
    if (kind === 'details') return await readHealth(db, now());
    await db.$queryRaw`SELECT 1`;
    return { db: 'ok' };
  } catch (error) {
    log.warn('health.database_unavailable', { error });
    return null;
  }
}

export async function GET(request: Request): Promise<Response> {
  const kind = hasBearerSecret(request, env.CRON_SECRET) ? 'details' : 'public';
  let pending = inFlight.get(kind);
  if (!pending) {
    pending = check(kind).finally(() => inFlight.delete(kind));
    inFlight.set(kind, pending);
  }
  const health = await pending;
  return health ? json(health) : json({ db: 'unavailable' }, 503);
}
