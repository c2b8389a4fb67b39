'use server';

import { headers } from 'next/headers';
import { redirect } from 'next/navigation';
import { z } from 'zod';
import { runAfterResponse } from '@/lib/api/after-response';
import { consumeRateLimit } from '@/lib/api/guard';
import { getDb } from '@/lib/db/client';
import { isDatabaseUnavailable } from '@/lib/db/errors';
import { claimRecipientSlot, type RecipientSlot } from '@/lib/email/recipient-limit';
import { env } from '@/lib/env';
import { log } from '@/lib/log';
import { recordAudit } from './audit';
import { getAuth, mailSignInLink } from './auth';
import { adminLocale } from './i18n';
import { SIGN_IN_PATH } from './session';
import { normalizeEmail } from '@/lib/validation/email';
import { isStaffEmail } from './staff-sessions';
import { formDataOf } from '@/lib/forms/state';

// The sign-in forms' Server Actions (plain <form action>, so they work without JavaScript). Every
// outcome is a redirect to a page that says what happened. The only back-office actions without a
// session, by nature: they are how one is opened. They change nothing but the sign-in tables
// (through Better Auth) and the audit log; tests/integration/admin/actions.test.ts lists them as
// the public ones and checks that, called with nothing, they refuse. Sign-out needs a session and
// is a staff action (lib/admin/actions/sign-out.ts).

const emailSchema = z.email().max(254);

/**
 * "Send me a link". Every address typed is answered alike, staff or not: first the client's own
 * limit (RATE_LIMIT_PER_MINUTE per client address), then the address's cooldown (one request per
 * SIGN_IN_COOLDOWN_SECONDS, takeTurn below), each with a page that says so and when to
 * try again; otherwise "if the address may sign in, a link is on its way". The link is made and
 * mailed after the response, and only for addresses in ADMIN_EMAILS, so the answer's timing
 * tells nothing either. Nobody can lock a staff member out: requests from other clients delay
 * their link by one cooldown at most, and every request that went on mailed them a working one.
 */
export async function requestSignInLink(submitted: FormData): Promise<void> {
  const value = formDataOf(submitted).get('email');
  const parsed = emailSchema.safeParse(typeof value === 'string' ? normalizeEmail(value) : '');
  if (!parsed.success) redirect(`${SIGN_IN_PATH}?error=invalid`);
  const decision = await consumeRateLimit('admin-sign-in', await headers());
  if (!decision.allowed) redirect(`${SIGN_IN_PATH}?error=rate_limited`);
  const email = parsed.data;
  const turn = await takeTurn(email);
  if (turn === 'unavailable') redirect(`${SIGN_IN_PATH}?error=unavailable`);
  if (!turn.allowed) redirect(`${SIGN_IN_PATH}?error=cooldown&wait=${turn.retryAfterSeconds}`);
  if (isStaffEmail(email)) {
    const locale = await adminLocale();
    runAfterResponse(() => mailSignInLink(email, locale));
  } else {
    log.info('admin.sign_in_link_refused'); // no address in the log
  }
  redirect(`${SIGN_IN_PATH}?sent=1`);
}

/**
 * Takes the address's turn (one request per typed address per SIGN_IN_COOLDOWN_SECONDS, for every
 * instance): whether a sign-in request for it may go on now, and if not, in how many seconds.
 * Counted for every address typed, staff or not, so the answer tells nobody whether an address
 * may sign in. A short cooldown rather than a count per hour: requests made by others can delay
 * a staff member's own link by one cooldown at most, and each of them that went on mailed the
 * staff member a working link.
 */
async function takeTurn(email: string): Promise<RecipientSlot | 'unavailable'> {
  try {
    return await claimRecipientSlot(await getDb(), email, {
      purpose: 'sign-in-request',
      limit: 1,
      windowMs: env.SIGN_IN_COOLDOWN_SECONDS * 1000,
    });
  } catch (error) {
    if (!isDatabaseUnavailable(error)) throw error;
    log.warn('admin.sign_in_database_unavailable', { error });
    return 'unavailable';
  }
}

/** The button on the link's page: spends the token (single use) and opens a session. */
export async function verifySignInLink(submitted: FormData): Promise<void> {
  const token = formDataOf(submitted).get('token');
  let email: string | null = null;
  if (typeof token === 'string' && token.length > 0 && token.length <= 200) {
    try {
      const auth = await getAuth();
      const result = await auth.api.magicLinkVerify({ query: { token }, headers: await headers() });
      email =
        'user' in result && isStaffEmail(result.user.email)
          ? normalizeEmail(result.user.email)
          : null;
    } catch {
      // Better Auth answers an unknown, used or expired token with a redirect error.
      email = null;
    }
  }
  if (!email) {
    log.info('admin.sign_in_link_invalid');
    redirect(`${SIGN_IN_PATH}?error=link`);
  }
  await recordAudit(await getDb(), { actor: email, action: 'auth.sign_in' });
  redirect('/admin');
}
