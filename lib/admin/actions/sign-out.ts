'use server';

import { headers } from 'next/headers';
import { redirect } from 'next/navigation';
import { getAuth } from '@/lib/admin/auth';
import { SIGN_IN_PATH } from '@/lib/admin/session';
import { staffPost } from '@/lib/admin/staff-action';
import { log } from '@/lib/log';

// The header's sign-out button. The audit row is written first (in the wrapper's transaction);
// Better Auth ends the session after the commit, through its own connection (so never inside
// the transaction). Without a session there is nothing to end: the
// wrapper sends the browser to the sign-in page.
export const signOut = staffPost({
  parse: () => null,
  run: async () => ({ result: null, audit: [{ action: 'auth.sign_out' }] }),
  async done() {
    const auth = await getAuth();
    try {
      await auth.api.signOut({ headers: await headers() });
    } catch (error) {
      // The session ended meanwhile: the sign-in page is where the browser goes all the same.
      log.info('admin.sign_out_without_session', { error });
    }
    redirect(`${SIGN_IN_PATH}?signed_out=1`);
  },
});
