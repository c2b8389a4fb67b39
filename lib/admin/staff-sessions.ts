import 'server-only';
import type { Db } from '@/lib/db/client';
import { env } from '@/lib/env';
import { SESSION_MAX_AGE_SECONDS } from './constants';
import { normalizeEmail } from '@/lib/validation/email';

// Who may use the back office: the addresses in ADMIN_EMAILS (lib/env.ts, already trimmed and
// lower-cased). Checked when a link is asked for, when it is used and on every request, so an
// address removed from the list loses access at once, even with a session still open.

export function isStaffEmail(
  email: string,
  allowed: readonly string[] = env.ADMIN_EMAILS,
): boolean {
  const address = normalizeEmail(email);
  return address !== '' && allowed.includes(address);
}

// The lifetime of back-office sessions and sign-in links beyond what Better Auth does itself
// (an idle expiry that slides with use, a link that works once and for 15 minutes):
// - a session ends SESSION_MAX_AGE_SECONDS after it began, however often it is used;
// - an address removed from ADMIN_EMAILS loses every session and pending link: deleted, not only
//   refused, so adding it back does not bring an old session back to life. Deleted when such a
//   session is next used, when a server starts (instrumentation.ts) and by the cron route;
// - a new link for an address makes the older ones useless (only the newest is kept).

export type SessionStanding = 'staff' | 'expired' | 'removed';

/** Whether a session of `email`, begun at `createdAt`, may still be used at `now`. */
export function sessionStanding(
  session: { createdAt: Date },
  email: string,
  now: Date,
  allowed: readonly string[] = env.ADMIN_EMAILS,
): SessionStanding {
  if (!isStaffEmail(email, allowed)) return 'removed';
  const age = now.getTime() - session.createdAt.getTime();
  return age >= SESSION_MAX_AGE_SECONDS * 1000 ? 'expired' : 'staff';
}

const LINK_PREFIX = 'magic-link:';

/** The address a pending sign-in link was made for (Better Auth's magic-link record), or null. */
export function signInLinkEmail(value: string): string | null {
  try {
    const record: unknown = JSON.parse(value);
    if (typeof record !== 'object' || record === null) return null;
    const email = (record as { email?: unknown }).email;
    return typeof email === 'string' ? normalizeEmail(email) : null;
  } catch {
    return null;
  }
}

async function pendingLinks(db: Db) {
  const rows = await db.adminVerification.findMany({
    where: { identifier: { startsWith: LINK_PREFIX } },
    orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
    select: { id: true, value: true },
  });
  return rows.map((row) => ({ id: row.id, email: signInLinkEmail(row.value) }));
}

/**
 * Keeps only the newest pending sign-in link of `email`. Called after a new link is stored: when
 * two requests race, each keeps the newest, so both end with the same one.
 */
export async function revokeOlderSignInLinks(db: Db, email: string): Promise<number> {
  const address = normalizeEmail(email);
  const [, ...older] = (await pendingLinks(db)).filter((link) => link.email === address);
  if (older.length === 0) return 0;
  const { count } = await db.adminVerification.deleteMany({
    where: { id: { in: older.map((link) => link.id) } },
  });
  return count;
}

/**
 * Deletes everything of every address no longer in ADMIN_EMAILS: its sessions, pending links and
 * its staff user row (the address itself; signing in again after being re-added makes a new one).
 * The audit log keeps the address as the author of what it did (lib/retention/purge.ts).
 */
export async function endRemovedStaffSessions(
  db: Db,
  allowed: readonly string[] = env.ADMIN_EMAILS,
): Promise<{ sessions: number; links: number; users: number }> {
  const users = await db.adminUser.findMany({ select: { id: true, email: true } });
  const removed = users.filter((user) => !isStaffEmail(user.email, allowed)).map((user) => user.id);
  const sessions = await db.adminSession.deleteMany({ where: { userId: { in: removed } } });
  const deletedUsers = await db.adminUser.deleteMany({ where: { id: { in: removed } } });
  const links = (await pendingLinks(db)).filter(
    (link) => link.email === null || !isStaffEmail(link.email, allowed),
  );
  const deleted = await db.adminVerification.deleteMany({
    where: { id: { in: links.map((link) => link.id) } },
  });
  return { sessions: sessions.count, links: deleted.count, users: deletedUsers.count };
}
