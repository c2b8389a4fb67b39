import 'server-only';
import type { Locale } from 'next-intl';
import { triggerDelivery } from '@/lib/email/trigger';
import { getAuth } from './auth';

/**
 * Mails a sign-in link to a staff address (the caller has checked ADMIN_EMAILS and taken the
 * address's turn). The new link replaces the older ones (lib/admin/auth.ts).
 */
export async function mailSignInLink(email: string, locale: Locale): Promise<void> {
  const auth = await getAuth();
  await auth.api.signInMagicLink({ body: { email, metadata: { locale } }, headers: new Headers() });
  await triggerDelivery();
}
