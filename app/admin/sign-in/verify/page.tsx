import Link from 'next/link';
import { adminTitle, adminTranslator } from '@/lib/admin/i18n';
import type { Params } from '@/lib/admin/lead-filters';
import { verifySignInLink } from '@/lib/admin/sign-in-actions';

export const generateMetadata = adminTitle('AdminSignIn.verifyTitle');

// The page an emailed link opens. It only shows a button: the token is spent by the POST, so a
// mail scanner that follows the link does not use it up.
export default async function VerifyPage({ searchParams }: { searchParams: Promise<Params> }) {
  const t = await adminTranslator('AdminSignIn');
  const token = (await searchParams).token;
  return (
    <main id="admin-main" tabIndex={-1} className="container-page max-w-md py-16 outline-none">
      <h1 className="text-2xl font-bold">{t('verifyTitle')}</h1>
      {typeof token === 'string' && token ? (
        <>
          <p className="mt-2">{t('verifyIntro')}</p>
          <form action={verifySignInLink} className="mt-6">
            <input type="hidden" name="token" value={token} />
            <button type="submit" className="btn btn-primary">
              {t('verifySubmit')}
            </button>
          </form>
        </>
      ) : (
        <p className="mt-2">
          {t('verifyMissing')}{' '}
          <Link prefetch={false} href="/admin/sign-in" className="underline underline-offset-2">
            {t('requestNew')}
          </Link>
        </p>
      )}
    </main>
  );
}
