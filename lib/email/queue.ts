import 'server-only';
import type { Db } from '@/lib/db/client';
import type { LeadKind } from '@/lib/db/generated/enums';
import { log } from '@/lib/log';
import { site } from '@/lib/site';
import { headerAddress } from './escape';
import {
  takeConfirmationSlots,
  VISITOR_CONFIRMATION_LIMIT,
  type ConfirmationSlot,
} from './recipient-limit';
import {
  renderStaffNotification,
  renderVisitorConfirmation,
  type LeadEmailContent,
} from './templates';
import type { RenderedEmail } from './render';

export interface LeadEmailInput extends LeadEmailContent {
  /** The id of the stored lead row (uuid). */
  leadId: string;
  /** The limits the confirmation must pass, in order (default: one per address a day). */
  confirmationSlots?: readonly ConfirmationSlot[];
}

export interface QueuedEmail {
  recipient: string;
  replyTo: string | null;
  email: RenderedEmail;
  /** Stable per lead and purpose; also sent as Resend's Idempotency-Key. */
  idempotencyKey: string;
  kind: LeadKind;
  leadId: string;
  /** Extra headers, e.g. List-Unsubscribe (RFC 8058) on emails to newsletter subscribers. */
  headers?: Record<string, string>;
}

/**
 * Queues emails in the caller's transaction, so they exist if and only if what they tell about
 * does. A key already queued is skipped: calling twice for one purpose queues nothing new.
 */
export async function queueEmails(tx: Db, emails: readonly QueuedEmail[]): Promise<void> {
  await tx.emailOutbox.createMany({
    data: emails.map(({ email, kind, headers, ...row }) => ({
      ...row,
      ...email,
      leadKind: kind,
      ...(headers ? { headers } : {}),
    })),
    skipDuplicates: true,
  });
}

// Never taken from the request (the old forms posted a `recipient`): that would be an open relay.
export function staffRecipient(kind: LeadKind): string {
  return kind === 'reference' ? site.ceo.email : site.staffEmail;
}

/**
 * Queues the lead's two emails: a notification to staff (Reply-To: the visitor), always, and a
 * confirmation to the visitor in their language (Reply-To: the company), unless that address
 * used up its confirmations (lib/email/recipient-limit.ts: one a day, or for the Academy one per
 * distinct registration up to a cap): the address is whatever was typed, so the form must not be
 * a way to mail a stranger again and again. The slots are taken in order and the first refusal
 * stops, so a repeated registration spends none of the address's cap. Delivery happens later
 * (lib/email/trigger.ts). Idempotency keys derive from the lead.
 */
export async function queueLeadEmails(
  tx: Db,
  lead: LeadEmailInput,
  now: Date = new Date(),
): Promise<void> {
  const visitorAddress = headerAddress(lead.visitor.email);
  const emails: QueuedEmail[] = [
    {
      recipient: staffRecipient(lead.kind),
      replyTo: visitorAddress,
      email: await renderStaffNotification(lead),
      idempotencyKey: `${lead.kind}/${lead.leadId}/staff`,
      kind: lead.kind,
      leadId: lead.leadId,
    },
  ];
  const slots = lead.confirmationSlots ?? [{ limit: VISITOR_CONFIRMATION_LIMIT }];
  const confirm =
    visitorAddress !== null && (await takeConfirmationSlots(tx, visitorAddress, slots, now));
  if (visitorAddress && !confirm) {
    log.info('email.confirmation_limited', { leadKind: lead.kind, leadId: lead.leadId });
  }
  if (visitorAddress && confirm) {
    emails.push({
      recipient: visitorAddress,
      replyTo: headerAddress(site.email),
      email: await renderVisitorConfirmation(lead),
      idempotencyKey: `${lead.kind}/${lead.leadId}/confirmation`,
      kind: lead.kind,
      leadId: lead.leadId,
    });
  }
  await queueEmails(tx, emails);
}
