import 'server-only';
import { getMessages } from 'next-intl/server';

type Namespace = 'AdminFaq' | 'AdminSalary' | 'AdminGdpr';

/** Every message a back-office form may show: the shared field errors, then the form's own. */
export async function adminFormMessages(namespace: Namespace): Promise<Record<string, string>> {
  const messages = await getMessages();
  return { ...messages.Forms.errors, ...messages[namespace].errors };
}
