import 'server-only';
import { academyOffer } from '@/lib/academy/offer';
import { academyConfirmationDetails } from '@/lib/email/labels';
import { queueLeadEmails } from '@/lib/email/queue';
import {
  ACADEMY_CONFIRMATION_LIMIT,
  ACADEMY_REGISTRATION_LIMIT,
} from '@/lib/email/recipient-limit';
import type { AcademyRegistration } from '@/lib/validation/academy';
import { recordLeadSource } from './source';
import { inTransaction } from './transaction';

/**
 * Stores an academy registration with the price that applies now (lib/academy/offer.ts), and
 * queues the staff notification and the confirmation, which states that price and what follows.
 * Each registration is one participant: every distinct one is confirmed, even from an address
 * that registered another participant (or sent another form) that day; the same registration sent
 * again is not confirmed twice (lib/email/recipient-limit.ts, which also caps the day's total).
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
      confirmationSlots: [
        { limit: ACADEMY_REGISTRATION_LIMIT, distinct: JSON.stringify(input) },
        { limit: ACADEMY_CONFIRMATION_LIMIT },
      ],
    });
    return { id };
  });
}
