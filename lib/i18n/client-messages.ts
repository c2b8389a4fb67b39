import type { Messages } from 'next-intl';

// Only the namespaces that client components read with useTranslations travel to the browser;
// everything else is rendered on the server and costs no JavaScript.
export const clientNamespaces = [
  'LocalOfficeTime',
  // The lead forms (components/forms) and their shared field errors.
  'Forms',
  'ContactForm',
  'NewsletterForm',
  'TechsverigeForm',
  'ReferenceForm',
  'AcademyForm',
] as const satisfies readonly (keyof Messages)[];

export function pickClientMessages(messages: Messages): Partial<Messages> {
  return Object.fromEntries(clientNamespaces.map((key) => [key, messages[key]]));
}
