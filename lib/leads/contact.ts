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
// field, e.g. company = companyName and phone = mobile for techsverige, message = reference.
function mapMessage(input: SendContactEmailRequest): Mapped {
  const { language, email } = input;
  switch (input.type) {
    case 'contact': {
      const { name, company, phone, service, message } = input;
      return {
        row: {
          kind: 'contact',
          language,
          email,
          name,
          company,
          phone,
          service,
          message,
          consentPrivacy: input.gdprConsent ?? null,
        },
        visitorName: name,
        fields: { name, email, company, phone, service, message },
      };
    }
    case 'techsverige': {
      const { companyName, organizationNumber, firstName, lastName, mobile, message } = input;
      return {
        row: {
          kind: 'techsverige',
          language,
          email,
          firstName,
          lastName,
          company: companyName,
          organizationNumber,
          phone: mobile,
          message,
        },
        visitorName: `${firstName} ${lastName}`,
        fields: { companyName, organizationNumber, firstName, lastName, mobile, email, message },
      };
    }
    case 'reference': {
      const { company, name, title, phone, reference, consentPrivacy, consentMarketing } = input;
      return {
        row: {
          kind: 'reference',
          language,
          email,
          company,
          name,
          title,
          phone,
          message: reference,
          consentPrivacy,
          consentMarketing,
        },
        visitorName: name,
        fields: { company, name, title, email, phone, reference, consentPrivacy, consentMarketing },
      };
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
