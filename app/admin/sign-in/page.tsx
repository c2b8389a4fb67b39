import { redirect } from 'next/navigation';
import { LanguageSwitch } from '@/components/admin/admin-header';
import { AdminNotice } from '@/components/admin/notice';
import { adminTitle, adminTranslator } from '@/lib/admin/i18n';
import type { Params } from '@/lib/admin/lead-filters';
import { currentStaff } from '@/lib/admin/session';
import { requestSignInLink } from '@/lib/admin/sign-in-actions';

export const generateMetadata = adminTitle('AdminSignIn.title');

type Translator = Awaited<ReturnType<typeof adminTranslator<'AdminSignIn'>>>;

/** What the last request came to, from the redirect's query (lib/admin/sign-in-actions.ts). */
function noticeFor(params: Params, t: Translator) {
  const error = (text: string) => ({ tone: 'error' as const, text });
  const info = (text: string) => ({ tone: 'info' as const, text });
  switch (params.error) {
    case 'invalid':
      return error(t('invalid'));
    case 'rate_limited':
      return error(t('rateLimited'));
    case 'cooldown': {
      // Only the requester's own page shows it: a made-up value is clamped, never trusted.
      const wait = Number(params.wait);
      const seconds = Number.isInteger(wait) && wait > 0 ? Math.min(wait, 3600) : 60;
      return error(t('cooldown', { seconds }));
    }
    case 'unavailable':
      return error(t('unavailable'));
    case 'link':
      return error(t('linkInvalid'));
  }
  if (params.sent) return info(t('sent'));
  if (params.signed_out) return info(t('signedOut'));
  if (params.expired) return info(t('expired'));
  return null;
}

export default async function SignInPage({ searchParams }: { searchParams: Promise<Params> }) {
  if (await currentStaff()) redirect('/admin');
  const t = await adminTranslator('AdminSignIn');
  const notice = noticeFor(await searchParams, t);
  return (
    <main id="admin-main" tabIndex={-1} className="container-page max-w-md py-16 outline-none">
      <p className="text-sm">
        <LanguageSwitch />
      </p>
      <h1 className="mt-4 text-2xl font-bold">{t('title')}</h1>
      <p className="mt-2">{t('intro')}</p>
      {notice ? <AdminNotice tone={notice.tone}>{notice.text}</AdminNotice> : null}
      <form action={requestSignInLink} className="mt-6 flex flex-col gap-3">
        <label htmlFor="admin-email" className="font-semibold">
          {t('email')}
        </label>
        <input
          id="admin-email"
          name="email"
          type="email"
          required
          autoComplete="email"
          maxLength={254}
          className="rounded-md border border-slate-500 bg-white px-3 py-2"
        />
        <button type="submit" className="btn btn-primary">
          {t('submit')}
        </button>
      </form>
    </main>
  );
}
