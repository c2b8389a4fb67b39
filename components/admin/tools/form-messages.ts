import 'server-only';
import { adminLocale } from '@/lib/admin/i18n';
import en from '@/messages/en.json';
import sv from '@/messages/sv.json';

type Namespace = 'AdminFaq' | 'AdminSalary' | 'AdminGdpr' | 'AdminInsights';
const MESSAGES = { sv, en } as const;

/** Every message a back-office form may show: the shared field errors, then the form's own. */
export async function adminFormMessages(namespace: Namespace): Promise<Record<string, string>> {
  const messages = MESSAGES[await adminLocale()];
  return { ...messages.Forms.errors, ...messages[namespace].errors };
}

/** "required", as the public forms say it (the accessible name of a required field ends in it). */
export async function requiredLabel(): Promise<string> {
  return MESSAGES[await adminLocale()].Forms.required;
}

/** The placeholder descriptions of the FAQ editor, by placeholder name. */
export async function placeholderDescriptions(): Promise<Record<string, string>> {
  return MESSAGES[await adminLocale()].AdminFaq.placeholders;
}
