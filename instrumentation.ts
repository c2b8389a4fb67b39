import type { Instrumentation } from 'next';

// Runs once when a Next server starts, before it handles a request.
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  // What a client wrote into X-Forwarded-For and its kin is dropped as a request arrives, unless
  // a proxy we run wrote it (lib/api/forwarded-headers.ts): Next then fills them from the socket.
  const { dropUntrustedForwardedHeadersOnArrival } = await import('./lib/api/forwarded-headers');
  dropUntrustedForwardedHeadersOnArrival();
  // Nothing below during `next build` (its workers open the database when a page reads it).
  const { isNextBuild } = await import('./lib/db/connect');
  if (isNextBuild()) return;
  void warmUpDatabase();
  // The outbox sender of this process: bounded, and awake while emails are due, so retries and
  // leases falling due are sent without a new request; it looks at once for what a process that
  // died mid-send left behind.
  const { deliveryLoop } = await import('./lib/email/trigger');
  deliveryLoop().keepAwake();
  // The FAQ's last good read, before any revalidation may need it (lib/cache/stale-on-error.ts).
  const { readFaqSnapshot } = await import('./lib/faq/load');
  const { getDb } = await import('./lib/db/client');
  void readFaqSnapshot(getDb).catch(() => undefined);
}

/**
 * Opens the database before the first visitor submits a form, instead of inside that visitor's
 * request. A failure is logged and retried by the next request.
 */
async function warmUpDatabase(): Promise<void> {
  const [{ getDb }, { log }, { endRemovedStaffSessions }] = await Promise.all([
    import('./lib/db/client'),
    import('./lib/log'),
    import('./lib/admin/staff-sessions'),
  ]);
  const started = Date.now();
  try {
    await getDb();
    log.info('db.ready', { ms: Date.now() - started });
  } catch (error) {
    log.warn('db.warm_up_failed', { error, ms: Date.now() - started });
  }
  // ADMIN_EMAILS can only change with a restart, so this is when a removed address's sessions,
  // links and user row are deleted, before anyone can use them (lib/admin/staff-sessions.ts).
  // Never throws; the cron route and the next use of such a session try again.
  try {
    const ended = await endRemovedStaffSessions(await getDb());
    if (ended.sessions + ended.links + ended.users > 0)
      log.info('admin.removed_staff_sessions_ended', ended);
  } catch (error) {
    log.warn('admin.removed_staff_sessions_failed', { error });
  }
}

// What Next throws while it decodes a hand-made, malformed Server Action request (a multipart
// body that does not parse, a row that is not JSON, a reference that is not there) and answers
// with a 500: docs/workarounds.md#malformed-requests.
const MALFORMED_REQUEST =
  /^(?:Failed to parse body as FormData\.|Connection closed\.|Invalid Server Actions? request\.)$/;

function isMalformedRequest(error: unknown, method: string): boolean {
  if (method !== 'POST' || !(error instanceof Error)) return false;
  if (error.name === 'SyntaxError' || MALFORMED_REQUEST.test(error.message)) return true;
  // Thrown inside Next's compiled runtime (React's reply decoder, the multipart parser), not by
  // any code of ours.
  const top = error.stack?.split('\n').find((line) => line.trimStart().startsWith('at '));
  return top?.includes('/node_modules/next/dist/compiled/') ?? false;
}

/**
 * Every error Next catches while it renders a page, runs a route handler, a Server Action or the
 * middleware: one log line with the route, the method, the digest (what the visitor's or staff's
 * error page shows, to find this line) and the error with its stack and cause. A malformed
 * request is the client's doing, not a fault: one warning line with the error's name and the
 * start of its message, no stack.
 */
export const onRequestError: Instrumentation.onRequestError = async (error, request, context) => {
  const { log } = await import('./lib/log');
  const fields = {
    route: context.routePath,
    routeType: context.routeType,
    method: request.method,
    digest: (error as { digest?: unknown } | null)?.digest ?? null,
  };
  if (isMalformedRequest(error, request.method)) {
    const { name, message } = error as Error;
    log.warn('request.malformed', { ...fields, error: `${name}: ${message.slice(0, 120)}` });
    return;
  }
  log.error('request.failed', { ...fields, error });
};
