import { getLocale, getTranslations } from 'next-intl/server';
import { Link } from '@/lib/i18n/link';
import type { AppPathname } from '@/lib/i18n/routing';
import { site } from '@/lib/site';
import { LanguageSwitch } from './language-switch';
import { LogoMark } from './logo';
import { MobileMenu } from './mobile-menu';
import { NavLink } from './nav-link';

const navItems = [
  { href: '/', key: 'home' },
  { href: '/about', key: 'about' },
  { href: '/faq', key: 'faq' },
  { href: '/academy', key: 'academy' },
] as const satisfies readonly { href: AppPathname; key: string }[];

export async function Header() {
  const locale = await getLocale();
  const t = await getTranslations('Header');
  const ls = await getTranslations('LanguageSwitch');
  // The same links in the bar (from md up) and in the mobile menu, styled for each.
  const navLinks = (className: string) =>
    navItems.map((item) => (
      <li key={item.href}>
        <NavLink href={item.href} locale={locale} className={className}>
          {t(item.key)}
        </NavLink>
      </li>
    ));
  const switchClass =
    'inline-flex min-h-11 min-w-11 items-center justify-center rounded-lg border border-line px-3 text-sm font-semibold text-brand-700 hover:bg-brand-50';

  return (
    <header className="fixed inset-x-0 top-0 z-40 h-(--header-height) border-b border-line bg-surface/95 backdrop-blur">
      <a href="#main" className="skip-link">
        {t('skipToContent')}
      </a>
      <div className="container-page flex h-full items-center justify-between gap-4">
        <Link
          href="/"
          className="flex items-center gap-2 font-bold text-brand-900"
          aria-label={t('logoLabel')}
        >
          <LogoMark className="size-8" />
          <span className="text-lg leading-none">{site.name}</span>
        </Link>
        <nav aria-label={t('mainNav')} className="hidden md:block">
          <ul className="flex items-center gap-6 text-sm font-medium">
            {navLinks('py-2 text-ink hover:text-brand-700')}
          </ul>
        </nav>
        <div className="flex items-center gap-2">
          <LanguageSwitch
            locale={locale}
            label={ls('label')}
            short={ls('short')}
            className={switchClass}
          />
          <Link href="/contact" className="btn btn-primary hidden text-sm sm:inline-flex">
            {t('contact')}
          </Link>
          <MobileMenu openLabel={t('openMenu')} closeLabel={t('closeMenu')}>
            <nav aria-label={t('mainNav')} className="container-page py-4">
              <ul className="flex flex-col gap-1 text-base font-medium">
                {navLinks('block rounded-lg px-3 py-3 hover:bg-brand-50')}
                <li className="pt-2">
                  <Link href="/contact" className="btn btn-primary w-full">
                    {t('contact')}
                  </Link>
                </li>
              </ul>
            </nav>
          </MobileMenu>
        </div>
      </div>
    </header>
  );
}
