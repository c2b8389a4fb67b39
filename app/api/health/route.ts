import { getDb } from '@/lib/db/client';
import { readHealth } from '@/lib/health';
import { log } from '@/lib/log';
import { now } from '@/lib/time/clock';

// For uptime monitors (README, Deployment): 200 with the outbox's state when the database
// answers, 503 when it does not. No personal data, never cached. One query per request, and at
// most one at a time per instance: concurrent requests share the one in flight.
export const dynamic = 'force-dynamic';

const NO_STORE = { 'Cache-Control': 'no-store' };

let inFlight: Promise<Response> | null = null;

async function check(): Promise<Response> {
  try {
    const health = await readHealth(await getDb(), now());
    return Response.json(health, { headers: NO_STORE });
  } catch (error) {
    log.warn('health.database_unavailable', { error });
    return Response.json({ db: 'unavailable' }, { status: 503, headers: NO_STORE });
  }
}

export async function GET(): Promise<Response> {
  inFlight ??= check().finally(() => {
    inFlight = null;
  });
  return (await inFlight).clone();
}
