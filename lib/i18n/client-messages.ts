import type { Messages } from 'next-intl';

type Namespace = keyof Messages;

// Only the namespaces that client components read with useTranslations travel to the browser;
// everything else is rendered on the server and costs no JavaScript. Messages travel inside
// every page's HTML (and every client navigation's payload), so each provider carries only
// what the components inside it read.

/** Read by the layout's client leaves on every page (the footer's local office time). */
export const layoutNamespaces = ['LocalOfficeTime'] as const satisfies readonly Namespace[];

/** The lead forms (components/forms), each of which also reads the shared field texts. */
export type FormNamespace =
  'ContactForm' | 'NewsletterForm' | 'TechsverigeForm' | 'ReferenceForm' | 'AcademyForm';

export function pickClientMessages(
  messages: Messages,
  namespaces: readonly Namespace[] = layoutNamespaces,
): Partial<Messages> {
  return Object.fromEntries(namespaces.map((key) => [key, messages[key]]));
}

/**
 * For the provider a page wraps around its one form: the form's namespace and `Forms`. (A
 * nested provider replaces the layout's messages, it does not add to them.)
 */
export function formMessages(messages: Messages, form: FormNamespace): Partial<Messages> {
  return pickClientMessages(messages, ['Forms', form]);
}
