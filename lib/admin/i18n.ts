import 'server-only';
import { headers } from 'next/headers';
import { createTranslator, hasLocale, type Locale } from 'next-intl';
import en from '@/messages/en.json';
import sv from '@/messages/sv.json';
import { routing } from '@/lib/i18n/routing';
import { ADMIN_LOCALE_HEADER, ADMIN_PATH_HEADER } from './constants';

// The back office is Swedish unless the staff member switched to English (`?lang=en`, kept in a
// cookie). The middleware resolves the language and passes it on in a request header it always
// sets itself; the public pages' next-intl routing is not involved.

const MESSAGES = { sv, en } as const;

type Messages = typeof sv;
type AdminNamespace = Extract<keyof Messages, `Admin${string}`>;

export async function adminLocale(): Promise<Locale> {
  const locale = (await headers()).get(ADMIN_LOCALE_HEADER);
  return hasLocale(routing.locales, locale) ? locale : routing.defaultLocale;
}

/** The requested path and query, for the language switch. */
export async function adminPath(): Promise<string> {
  return (await headers()).get(ADMIN_PATH_HEADER) ?? '/admin';
}

export async function adminTranslator<Namespace extends AdminNamespace>(namespace: Namespace) {
  const locale = await adminLocale();
  return createTranslator({ locale, messages: MESSAGES[locale] as Messages, namespace });
}
