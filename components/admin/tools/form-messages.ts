import 'server-only';
import { adminMessages } from '@/lib/admin/i18n';

type Namespace = 'AdminFaq' | 'AdminSalary' | 'AdminGdpr' | 'AdminInsights';

/** Every message a back-office form may show: the shared field errors, then the form's own. */
export async function adminFormMessages(namespace: Namespace): Promise<Record<string, string>> {
  const messages = await adminMessages();
  return { ...messages.Forms.errors, ...messages[namespace].errors };
}

/** "required", as the public forms say it (the accessible name of a required field ends in it). */
export async function requiredLabel(): Promise<string> {
  return (await adminMessages()).Forms.required;
}
