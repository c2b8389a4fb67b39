import 'server-only';
import { headers } from 'next/headers';
import { redirect } from 'next/navigation';
import { cache } from 'react';
import { plainText } from '@/lib/api/responses';
import { getDb } from '@/lib/db/client';
import { log } from '@/lib/log';
import { getAuth } from './auth';
import { normalizeEmail } from '@/lib/validation/email';
import { sessionStanding } from './staff-sessions';

// Every admin page, Server Action and route handler checks the session on the server:
//   pages and layouts:  const { email } = await requireStaff();   (no session: to the sign-in page)
//   Server Actions:     staffAction()/staffPost() (lib/admin/staff-action.ts) call assertStaff()
//                       first (no session: to sign-in)
//   route handlers:     const staff = await staffOrRefusal(); if (staff instanceof Response) return staff;
// A session counts only while its address is still in ADMIN_EMAILS and for at most seven days
// from its start (lib/admin/staff-sessions.ts); one that no longer counts is deleted on the spot
// (all of its address's sessions, when the address was removed).

export const SIGN_IN_PATH = '/admin/sign-in';

export interface Staff {
  email: string;
}

/** The signed-in staff member of this request, or null. Cached per request. */
export const currentStaff = cache(async (): Promise<Staff | null> => {
  const auth = await getAuth();
  const session = await auth.api.getSession({ headers: await headers() });
  if (!session) return null;
  const email = normalizeEmail(session.user.email);
  const standing = sessionStanding(session.session, email, new Date());
  if (standing === 'staff') return { email };
  const db = await getDb();
  await db.adminSession.deleteMany({
    where: standing === 'removed' ? { userId: session.user.id } : { id: session.session.id },
  });
  log.info('admin.session_ended', { reason: standing });
  return null;
});

/** Pages and layouts: the staff member, or a redirect to the sign-in page. */
export async function requireStaff(): Promise<Staff> {
  const staff = await currentStaff();
  if (!staff) redirect(SIGN_IN_PATH);
  return staff;
}

/**
 * Server Actions: the staff member, or a refusal before anything is read or changed: a redirect
 * to the sign-in page (303 with or without JavaScript; a session that ended mid-edit leads to
 * the sign-in page, not an error page). Route handlers use staffOrRefusal() (401) instead.
 */
export async function assertStaff(): Promise<Staff> {
  const staff = await currentStaff();
  if (!staff) redirect(`${SIGN_IN_PATH}?expired=1`);
  return staff;
}

/** Route handlers: the staff member, or the 401 response to return. */
export async function staffOrRefusal(): Promise<Staff | Response> {
  const staff = await currentStaff();
  if (staff) return staff;
  return plainText(401, 'A staff session is required');
}
