import 'server-only';
import { academyOffer } from '@/lib/academy/offer';
import { academyConfirmationDetails } from '@/lib/email/labels';
import { queueLeadEmails } from '@/lib/email/queue';
import type { AcademyRegistration } from '@/lib/validation/academy';
import { recordLeadSource } from './source';
import { inTransaction } from './transaction';

/**
 * Stores an academy registration with the price that applies now (lib/academy/offer.ts), and
 * queues the staff notification and the confirmation, which states that price and what follows.
 */
export async function registerForAcademy(
  input: AcademyRegistration,
  now: Date = new Date(),
): Promise<{ id: string }> {
  const { language, ...fields } = input;
  const priceSek = academyOffer(now).price;
  return inTransaction(async (tx) => {
    const { id } = await tx.academyRegistration.create({
      data: { ...input, priceSek },
      select: { id: true },
    });
    await recordLeadSource(tx, 'academy', id);
    await queueLeadEmails(tx, {
      kind: 'academy',
      leadId: id,
      visitor: { email: input.contactEmail, name: input.contactName, language },
      fields: { ...fields, priceSek },
      confirmationDetails: academyConfirmationDetails(priceSek, language),
    });
    return { id };
  });
}
