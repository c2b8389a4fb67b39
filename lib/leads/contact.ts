import 'server-only';
import type { Prisma } from '@/lib/db/generated/client';
import { queueLeadEmails } from '@/lib/email/queue';
import type { LeadFields } from '@/lib/email/templates';
import type { SendContactEmailRequest } from '@/lib/validation/send-contact-email';
import { recordLeadSource } from './source';
import { inTransaction } from './transaction';

interface Mapped {
  row: Prisma.ContactMessageCreateInput;
  visitorName: string;
  fields: LeadFields;
}

// One table for the three kinds (see prisma/schema.prisma): shared columns carry each kind's own
// field, e.g. company = companyName and phone = mobile for techsverige, message = reference. Staff
// read the fields in the schema's order (lib/validation).
function mapMessage(input: SendContactEmailRequest): Mapped {
  switch (input.type) {
    case 'contact': {
      const { type: kind, language, gdprConsent, ...fields } = input;
      const row = { kind, language, ...fields, consentPrivacy: gdprConsent ?? null };
      return { row, visitorName: fields.name, fields };
    }
    case 'techsverige': {
      const { type: kind, language, ...fields } = input;
      const { companyName: company, mobile: phone, ...rest } = fields;
      const row = { kind, language, ...rest, company, phone };
      return { row, visitorName: `${fields.firstName} ${fields.lastName}`, fields };
    }
    case 'reference': {
      const { type: kind, language, ...fields } = input;
      const { reference: message, ...rest } = fields;
      return { row: { kind, language, ...rest, message }, visitorName: fields.name, fields };
    }
  }
}

/** Stores a contact, tech-association or reference message and queues its two emails. */
export async function storeContactMessage(input: SendContactEmailRequest): Promise<{ id: string }> {
  const { row, visitorName, fields } = mapMessage(input);
  return inTransaction(async (tx) => {
    const { id } = await tx.contactMessage.create({ data: row, select: { id: true } });
    await recordLeadSource(tx, row.kind, id);
    await queueLeadEmails(tx, {
      kind: row.kind,
      leadId: id,
      visitor: { email: row.email, name: visitorName, language: row.language },
      fields,
    });
    return { id };
  });
}
