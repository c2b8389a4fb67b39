import 'server-only';
import { queueLeadEmails } from '@/lib/email/queue';
import type { AcademyRegistration } from '@/lib/validation/academy';
import { inTransaction } from './transaction';

/** Stores an academy registration and queues the staff notification and the confirmation. */
export async function registerForAcademy(input: AcademyRegistration): Promise<{ id: string }> {
  const { language, ...fields } = input;
  return inTransaction(async (tx) => {
    const { id } = await tx.academyRegistration.create({ data: input, select: { id: true } });
    await queueLeadEmails(tx, {
      kind: 'academy',
      leadId: id,
      visitor: { email: input.contactEmail, name: input.contactName, language },
      fields,
    });
    return { id };
  });
}
