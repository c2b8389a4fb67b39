import 'server-only';
import type { Locale } from 'next-intl';
import type { PrismaClient } from '@/lib/db/generated/client';
import {
  claimRecipientSlot,
  type RecipientLimit,
  type RecipientSlot,
} from '@/lib/email/recipient-limit';
import { triggerDelivery } from '@/lib/email/trigger';
import { env } from '@/lib/env';
import { getAuth } from './auth';

/** One sign-in request per typed address per SIGN_IN_COOLDOWN_SECONDS, for every instance. */
export function signInCooldown(): RecipientLimit {
  return {
    purpose: 'sign-in-request',
    limit: 1,
    windowMs: env.SIGN_IN_COOLDOWN_SECONDS * 1000,
  };
}

/**
 * Takes the address's turn: whether a sign-in request for it may go on now, and if not, in how
 * many seconds. Counted for every address typed, staff or not, so the answer tells nobody
 * whether an address may sign in. A short cooldown rather than a count per hour: requests made
 * by others can delay a staff member's own link by one cooldown at most, and each of them that
 * went on mailed the staff member a working link.
 */
export function takeSignInTurn(db: PrismaClient, email: string): Promise<RecipientSlot> {
  return claimRecipientSlot(db, email, signInCooldown());
}

/**
 * Mails a sign-in link to a staff address (the caller has checked ADMIN_EMAILS and taken the
 * address's turn). The new link replaces the older ones (lib/admin/auth.ts).
 */
export async function mailSignInLink(email: string, locale: Locale): Promise<void> {
  const auth = await getAuth();
  await auth.api.signInMagicLink({ body: { email, metadata: { locale } }, headers: new Headers() });
  await triggerDelivery();
}
