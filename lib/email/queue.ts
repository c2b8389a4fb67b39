import 'server-only';
import type { LeadKind } from '@/lib/db/generated/enums';
import type { Prisma } from '@/lib/db/generated/client';
import { site } from '@/lib/site';
import { headerAddress } from './escape';
import type { MailLocale } from './labels';
import { renderStaffNotification, renderVisitorConfirmation, type LeadFields } from './templates';

export interface LeadEmailInput {
  kind: LeadKind;
  /** The id of the stored lead row (uuid). */
  leadId: string;
  visitor: { email: string; name?: string | null; language: MailLocale };
  /** Submitted fields in display order, e.g. { name, email, company, phone, service, message }. */
  fields: LeadFields;
}

// Never taken from the request (the old forms posted a `recipient`): that would be an open relay.
function staffRecipient(kind: LeadKind): string {
  return kind === 'reference' ? site.ceo.email : site.staffEmail;
}

/**
 * Queues the lead's two emails in the caller's transaction, so they exist if and only if the
 * lead does: a notification to staff (Reply-To: the visitor) and a confirmation to the visitor
 * in their language (Reply-To: the company). Delivery happens later (lib/email/sender.ts).
 * Idempotency keys derive from the lead, so calling this twice for one lead queues nothing new.
 */
export async function queueLeadEmails(
  tx: Prisma.TransactionClient,
  lead: LeadEmailInput,
): Promise<void> {
  const visitorAddress = headerAddress(lead.visitor.email);
  const staff = renderStaffNotification(lead);
  const rows: Prisma.EmailOutboxCreateManyInput[] = [
    {
      recipient: staffRecipient(lead.kind),
      replyTo: visitorAddress,
      ...staff,
      idempotencyKey: `${lead.kind}/${lead.leadId}/staff`,
      leadKind: lead.kind,
      leadId: lead.leadId,
    },
  ];
  if (visitorAddress) {
    rows.push({
      recipient: visitorAddress,
      replyTo: headerAddress(site.email),
      ...renderVisitorConfirmation(lead),
      idempotencyKey: `${lead.kind}/${lead.leadId}/confirmation`,
      leadKind: lead.kind,
      leadId: lead.leadId,
    });
  }
  await tx.emailOutbox.createMany({ data: rows, skipDuplicates: true });
}
