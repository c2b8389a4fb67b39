import 'server-only';
import type { Metadata } from 'next';
import { headers } from 'next/headers';
import {
  createTranslator,
  hasLocale,
  type Locale,
  type MessageKeys,
  type NestedKeyOf,
} from 'next-intl';
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
type AdminKey = Extract<MessageKeys<Messages, NestedKeyOf<Messages>>, `Admin${string}`>;

export async function adminLocale(): Promise<Locale> {
  const locale = (await headers()).get(ADMIN_LOCALE_HEADER);
  return hasLocale(routing.locales, locale) ? locale : routing.defaultLocale;
}

/** The requested path, for the language switch. */
export async function adminPath(): Promise<string> {
  return (await headers()).get(ADMIN_PATH_HEADER) ?? '/admin';
}

/** The whole catalogue (messages/*.json) in the back office's language. */
export async function adminMessages(): Promise<Messages> {
  return MESSAGES[await adminLocale()] as Messages;
}

export async function adminTranslator<Namespace extends AdminNamespace>(namespace: Namespace) {
  const locale = await adminLocale();
  return createTranslator({ locale, messages: MESSAGES[locale] as Messages, namespace });
}

/** A page's `generateMetadata`: its title, one message of the back office ("AdminFaq.title"). */
export function adminTitle(key: AdminKey) {
  return async (): Promise<Metadata> => {
    const locale = await adminLocale();
    return { title: createTranslator({ locale, messages: MESSAGES[locale] as Messages })(key) };
  };
}
