import { item, ROW, type Category, type CategoryKey, type Tables } from '@/lib/privacy/types';

// What the outbox and the per-address email limits keep (this folder), for the privacy policy
// (lib/privacy/registry.ts).

export const emailTables: Tables = {
  EmailOutbox: {
    id: ROW,
    recipient: item('emailAddresses'),
    replyTo: item('emailAddresses'),
    subject: item('emailContent'),
    html: item('emailContent'),
    text: item('emailContent'),
    headers: item('emailContent'),
    idempotencyKey: ROW,
    status: item('delivery'),
    attempts: item('delivery'),
    nextAttemptAt: item('delivery'),
    lastError: item('delivery'),
    sentAt: item('delivery'),
    providerId: item('delivery'),
    leadKind: ROW,
    leadId: ROW,
    createdAt: ROW,
    updatedAt: ROW,
  },
  EmailRecipientLimit: {
    key: item('hashedEmail'),
    windowStart: item('counter'),
    count: item('counter'),
  },
};

export const emailCategories = {
  emailCopies: {
    items: ['emailAddresses', 'emailContent', 'delivery'],
    bases: ['legitimateInterest'],
    recipients: ['email', 'database', 'hosting'],
    retention: ['emailCopies', 'signInEmails'],
  },
  recipientLimits: {
    items: ['hashedEmail', 'counter'],
    bases: ['legitimateInterest'],
    recipients: ['database', 'hosting'],
    retention: ['recipientLimits'],
  },
} as const satisfies Partial<Record<CategoryKey, Category>>;
