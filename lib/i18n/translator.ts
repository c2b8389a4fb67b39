import { createTranslator, type Locale } from 'next-intl';
import en from '@/messages/en.json';
import sv from '@/messages/sv.json';

// Texts written outside a request (emails in the lead's transaction, file exports, scripts) take
// next-intl's translator for an explicit locale instead of getTranslations(). Their namespaces
// (Email, EmailNewsletter, AdminSignInEmail, LeadExport) are never given to a client provider.
const MESSAGES = { sv, en } as const;
type Messages = typeof sv;

export function translatorFor<Namespace extends keyof Messages>(
  locale: Locale,
  namespace: Namespace,
) {
  return createTranslator({ locale, messages: MESSAGES[locale] as Messages, namespace });
}

/** A language's whole catalogue, for texts whose keys a page walks (the privacy policy). */
export const messagesFor = (locale: Locale): Messages => MESSAGES[locale] as Messages;
