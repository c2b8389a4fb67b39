import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { AdminNotice } from '@/components/admin/notice';
import { adminLocale, adminTranslator } from '@/lib/admin/i18n';
import { currentStaff } from '@/lib/admin/session';
import { requestSignInLink } from '@/lib/admin/sign-in-actions';

export async function generateMetadata(): Promise<Metadata> {
  const t = await adminTranslator('AdminSignIn');
  return { title: t('title') };
}

type Params = Record<string, string | string[] | undefined>;

export default async function SignInPage({ searchParams }: { searchParams: Promise<Params> }) {
  if (await currentStaff()) redirect('/admin');
  const t = await adminTranslator('AdminSignIn');
  const tAdmin = await adminTranslator('Admin');
  const locale = await adminLocale();
  const other = locale === 'sv' ? 'en' : 'sv';
  const params = await searchParams;
  const error = params.error;
  const notice =
    error === 'invalid'
      ? { tone: 'error' as const, text: t('invalid') }
      : error === 'rate_limited'
        ? { tone: 'error' as const, text: t('rateLimited') }
        : error === 'link'
          ? { tone: 'error' as const, text: t('linkInvalid') }
          : params.sent
            ? { tone: 'info' as const, text: t('sent') }
            : params.signed_out
              ? { tone: 'info' as const, text: t('signedOut') }
              : params.expired
                ? { tone: 'info' as const, text: t('expired') }
                : null;
  return (
    <main id="admin-main" tabIndex={-1} className="container-page max-w-md py-16 outline-none">
      <p className="text-sm">
        {/* A full page load: the whole page changes language. */}
        <a
          href={`/admin/sign-in?lang=${other}`}
          hrefLang={other}
          lang={other}
          aria-label={tAdmin('switchToLabel')}
          className="underline underline-offset-2"
        >
          {tAdmin('switchTo')}
        </a>
      </p>
      <h1 className="mt-4 text-2xl font-bold">{t('title')}</h1>
      <p className="mt-2">{t('intro')}</p>
      {notice ? (
        <div className="mt-4">
          <AdminNotice tone={notice.tone}>{notice.text}</AdminNotice>
        </div>
      ) : null}
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
