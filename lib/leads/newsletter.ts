import 'server-only';
import { queueLeadEmails } from '@/lib/email/queue';
import type { NewsletterSignup } from '@/lib/validation/newsletter';
import { inTransaction, normalizeEmail } from './transaction';

export interface SubscribeResult {
  id: string;
  /** False for an address that was already subscribed (the visitor is answered the same). */
  created: boolean;
}

/**
 * Idempotent per address: the first signup inserts the row and queues the welcome and staff
 * emails; a repeat changes nothing (no second row, no second email). A signup after an
 * unsubscribe reactivates the row.
 */
export async function subscribeToNewsletter(input: NewsletterSignup): Promise<SubscribeResult> {
  const email = normalizeEmail(input.email);
  return inTransaction(async (tx) => {
    // INSERT ... ON CONFLICT DO NOTHING: safe when two signups of one address race.
    const { count } = await tx.newsletterSubscriber.createMany({
      data: [{ email, language: input.language }],
      skipDuplicates: true,
    });
    const row = await tx.newsletterSubscriber.findUniqueOrThrow({
      where: { email },
      select: { id: true, unsubscribedAt: true },
    });
    if (count === 0) {
      if (row.unsubscribedAt) {
        await tx.newsletterSubscriber.update({
          where: { id: row.id },
          data: { unsubscribedAt: null, language: input.language },
        });
      }
      return { id: row.id, created: false };
    }
    await queueLeadEmails(tx, {
      kind: 'newsletter',
      leadId: row.id,
      visitor: { email, language: input.language },
      fields: { email },
    });
    return { id: row.id, created: true };
  });
}
