import 'server-only';
import type { Locale } from 'next-intl';
import type { PrismaClient } from '@/lib/db/generated/client';
import {
  SIGN_IN_EMAIL_WINDOW_HOURS,
  takeRecipientSlot,
  type RecipientLimit,
} from '@/lib/email/recipient-limit';
import { triggerDelivery } from '@/lib/email/trigger';
import { env } from '@/lib/env';
import { log } from '@/lib/log';
import { getAuth } from './auth';

/** At most SIGN_IN_EMAILS_PER_HOUR sign-in emails per staff address, for every instance. */
export function signInEmailLimit(): RecipientLimit {
  return {
    purpose: 'staff-sign-in',
    limit: env.SIGN_IN_EMAILS_PER_HOUR,
    windowMs: SIGN_IN_EMAIL_WINDOW_HOURS * 3_600_000,
  };
}

/**
 * Mails a sign-in link to a staff address (the caller has checked ADMIN_EMAILS), unless the
 * address had its share of links this hour: then no link is made and the older one still works.
 * The new link replaces the older ones (lib/admin/auth.ts). True when a link was made.
 */
export async function mailSignInLink(
  db: PrismaClient,
  email: string,
  locale: Locale,
): Promise<boolean> {
  if (!(await takeRecipientSlot(db, email, signInEmailLimit()))) {
    log.info('admin.sign_in_link_limited'); // no address in the log
    return false;
  }
  const auth = await getAuth();
  await auth.api.signInMagicLink({ body: { email, metadata: { locale } }, headers: new Headers() });
  await triggerDelivery();
  return true;
}
