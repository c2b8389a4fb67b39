'use server';

import { headers } from 'next/headers';
import { redirect } from 'next/navigation';
import { z } from 'zod';
import { runAfterResponse } from '@/lib/api/after-response';
import { consumeRateLimit } from '@/lib/api/guard';
import { getDb } from '@/lib/db/client';
import { log } from '@/lib/log';
import { recordAudit } from './audit';
import { getAuth } from './auth';
import { adminLocale } from './i18n';
import { SIGN_IN_PATH } from './session';
import { mailSignInLink } from './sign-in-link';
import { normalizeEmail } from '@/lib/validation/email';
import { isStaffEmail } from './staff';

// The sign-in forms' Server Actions (plain <form action>, so they work without JavaScript). Every
// outcome is a redirect to a page that says what happened. The only back-office actions without a
// session, by nature: they are how one is opened. They change nothing but the sign-in tables
// (through Better Auth) and the audit log; tests/integration/admin/actions.test.ts lists them as
// the public ones and checks that, called with nothing, they refuse. Sign-out needs a session and
// is a staff action (lib/admin/actions/sign-out.ts).

const emailSchema = z.email().max(254);

/**
 * "Send me a link". The answer (a redirect to the same "check your inbox" page) and its timing
 * are the same for a staff address and any other: the link is made and mailed after the response,
 * and only for addresses in ADMIN_EMAILS, at most SIGN_IN_EMAILS_PER_HOUR per address (the link
 * replaces the older ones). Rate limited per client address.
 */
export async function requestSignInLink(formData: FormData): Promise<void> {
  const value = formData.get('email');
  const parsed = emailSchema.safeParse(typeof value === 'string' ? normalizeEmail(value) : '');
  if (!parsed.success) redirect(`${SIGN_IN_PATH}?error=invalid`);
  const decision = await consumeRateLimit('admin-sign-in', await headers());
  if (!decision.allowed) redirect(`${SIGN_IN_PATH}?error=rate_limited`);
  const email = parsed.data;
  if (isStaffEmail(email)) {
    const locale = await adminLocale();
    runAfterResponse(async () => {
      await mailSignInLink(await getDb(), email, locale);
    });
  } else {
    log.info('admin.sign_in_link_refused'); // no address in the log
  }
  redirect(`${SIGN_IN_PATH}?sent=1`);
}

/** The button on the link's page: spends the token (single use) and opens a session. */
export async function verifySignInLink(formData: FormData): Promise<void> {
  const token = formData.get('token');
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
