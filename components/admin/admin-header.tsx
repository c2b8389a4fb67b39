import Link from 'next/link';
import { adminLocale, adminPath, adminTranslator } from '@/lib/admin/i18n';
import { signOut } from '@/lib/admin/actions/sign-out';

// The back office's header: its sections, the language switch and sign-out. Server-rendered
// links and a plain form: no JavaScript needed.

const SECTIONS = [
  { href: '/admin', key: 'leads' },
  { href: '/admin/insights', key: 'insights' },
  { href: '/admin/faq', key: 'faq' },
  { href: '/admin/salary', key: 'salary' },
  { href: '/admin/outbox', key: 'outbox' },
  { href: '/admin/gdpr', key: 'gdpr' },
  { href: '/admin/audit', key: 'audit' },
] as const;

function isCurrent(href: string, path: string): boolean {
  if (href === '/admin') return path === '/admin' || path.startsWith('/admin/leads');
  return path === href || path.startsWith(`${href}/`);
}

/** This page in the other language: a full page load, so the whole page changes, layouts included. */
export async function LanguageSwitch() {
  const t = await adminTranslator('Admin');
  const other = (await adminLocale()) === 'sv' ? 'en' : 'sv';
  return (
    <a
      href={`${await adminPath()}?lang=${other}`}
      hrefLang={other}
      lang={other}
      aria-label={t('switchToLabel')}
      className="underline underline-offset-2"
    >
      {t('switchTo')}
    </a>
  );
}

export async function AdminHeader({ email }: { email: string }) {
  const t = await adminTranslator('Admin');
  const path = await adminPath();
  return (
    <header className="border-b border-line bg-white">
      <div className="container-page flex flex-wrap items-center justify-between gap-3 py-3">
        <Link prefetch={false} href="/admin" className="text-lg font-bold text-brand-800">
          {t('title')}
        </Link>
        <div className="flex flex-wrap items-center gap-3 text-sm">
          <span>{t('signedInAs', { email })}</span>
          <LanguageSwitch />
          <form action={signOut}>
            <button type="submit" className="btn btn-outline min-h-9 px-3 py-1 text-sm">
              {t('signOut')}
            </button>
          </form>
        </div>
      </div>
      <nav aria-label={t('navLabel')} className="container-page pb-2">
        <ul className="flex flex-wrap gap-1">
          {SECTIONS.map(({ href, key }) => {
            const current = isCurrent(href, path);
            return (
              <li key={href}>
                <Link
                  prefetch={false}
                  href={href}
                  aria-current={current ? 'page' : undefined}
                  className={
                    current
                      ? 'block rounded-md bg-brand-700 px-3 py-2 font-semibold text-white'
                      : 'block rounded-md px-3 py-2 text-brand-800 hover:bg-brand-50'
                  }
                >
                  {t(`nav.${key}`)}
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
    </header>
  );
}
