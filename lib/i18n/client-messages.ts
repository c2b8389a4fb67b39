import type { Messages } from 'next-intl';

type Namespace = keyof Messages;

// Only the namespaces that client components read with useTranslations travel to the browser;
// everything else is rendered on the server and costs no JavaScript. Messages travel inside
// every page's HTML (and every client navigation's payload), so each provider carries only what
// the components inside it read. The layout has no provider at all (app/[locale]/layout.tsx).

/** The lead forms (components/forms), each of which also reads the shared field texts. */
export type FormNamespace =
  'ContactForm' | 'NewsletterForm' | 'TechsverigeForm' | 'ReferenceForm' | 'AcademyForm';

export function pickClientMessages(
  messages: Messages,
  namespaces: readonly Namespace[],
): Partial<Messages> {
  return Object.fromEntries(namespaces.map((key) => [key, messages[key]]));
}

/** For the provider a page wraps around its one form: the form's namespace and `Forms`. */
export function formMessages(messages: Messages, form: FormNamespace): Partial<Messages> {
  return pickClientMessages(messages, ['Forms', form]);
}
