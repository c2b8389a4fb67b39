import type { Instrumentation } from 'next';

// Runs once when a Next server starts, before it handles a request.
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  // Before Next sees a request, in this order (lib/security/server-requests.ts): a response that
  // goes over https gets Strict-Transport-Security and upgrade-insecure-requests, the gate's
  // refusals too (over plain http, neither: lib/security/transport.ts); the request carries its
  // TCP peer's address (lib/api/client-ip.ts reads it); and requests Next would answer with a
  // 500 are refused (lib/security/install-request-gate.ts).
  const { installTransportSecurity } = await import('./lib/security/transport');
  installTransportSecurity();
  const { installSocketAddressHeader } = await import('./lib/api/socket-address');
  installSocketAddressHeader();
  const { installRequestGate } = await import('./lib/security/install-request-gate');
  installRequestGate();
  // Opening the database here connects it before the first visitor submits a form, instead of
  // inside that visitor's request (skipped during `next build`, lib/db/warm-up.ts).
  const { warmUpDatabase } = await import('./lib/db/warm-up');
  // Then staff removed from ADMIN_EMAILS since the last start lose their sessions at once.
  const { endRemovedStaffSessionsAtStart } = await import('./lib/admin/staff-sessions-start');
  void warmUpDatabase().then(endRemovedStaffSessionsAtStart);
  // The outbox sender of this process: bounded, and awake while emails are due (it also picks up
  // what a process that died mid-send left behind). Not during `next build`.
  const { isNextBuild } = await import('./lib/db/connect');
  if (!isNextBuild()) {
    const { startDeliveryLoop } = await import('./lib/email/trigger');
    startDeliveryLoop();
    // The FAQ's last good read, before any revalidation may need it (lib/cache/stale-on-error.ts).
    const { readFaqSnapshot } = await import('./lib/faq/load');
    const { getDb } = await import('./lib/db/client');
    void readFaqSnapshot(getDb).catch(() => undefined);
  }
}

/**
 * Every error Next catches while it renders a page, runs a route handler, a Server Action or the
 * middleware: one log line with the route, the method, the digest (what the visitor's or staff's
 * error page shows, to find this line) and the error with its stack and cause.
 */
export const onRequestError: Instrumentation.onRequestError = async (error, request, context) => {
  const { log } = await import('./lib/log');
  log.error('request.failed', {
    route: context.routePath,
    routeType: context.routeType,
    method: request.method,
    digest: (error as { digest?: unknown } | null)?.digest ?? null,
    error,
  });
};
