import 'server-only';
import type { Db } from '@/lib/db/client';
import type { LeadKind, Prisma } from '@/lib/db/generated/client';
import { env } from '@/lib/env';
import type { FormState } from '@/lib/forms/state';
import { site } from '@/lib/site';
import { isEmailAddress, normalizeEmail } from '@/lib/validation/email';

// GDPR requests in the back office: everything the site stores about one email address, as a
// JSON export, and its erasure. Where an address lives:
// - contact_messages.email (contact, tech-association and reference leads);
// - academy_registrations.contact_email and .invoice_email;
// - newsletter_subscribers.email;
// - email_outbox: copies of the emails sent to it (recipient), naming it (reply_to), and every
//   email queued for one of its leads (the staff notification holds the whole lead).
// - lead_states: the staff's status and internal note on each of those leads (a note about a
//   person is personal data too); lead_sources: where each of them was sent from.
// salary_verification_logs hold no address or other personal data (lib/leads/salary.ts, prisma/schema.prisma), so
// there is nothing of a person there. The audit log is kept: it says who erased what, and when.
// Addresses match case-insensitively and trimmed: forms store them as typed.
//
// The person is never one of the site's own addresses: the company's and the staff's mailboxes,
// the sender, the CEO's (reference leads go there) and every back-office address. Those are in
// the Reply-To or To of every email about every lead, so "everything about" one of them is
// everyone's data (an erasure would delete the pending staff notifications of all leads). The
// search, export and erasure refuse them, and so do the functions below.

/** The address in a From value such as `Name <noreply@example.se>`, or the value itself. */
function fromAddress(from: string): string {
  const open = from.lastIndexOf('<');
  const close = from.lastIndexOf('>');
  return open !== -1 && close > open ? from.slice(open + 1, close) : from;
}

/** Whether `email` is one of the site's own addresses, which are never a person here. */
export function isOwnAddress(email: string): boolean {
  const own = [
    site.email,
    site.staffEmail,
    site.ceo.email,
    fromAddress(env.MAIL_FROM),
    ...env.ADMIN_EMAILS,
  ].map(normalizeEmail);
  return own.includes(normalizeEmail(email));
}

/** Why `email` names no person to search, export or erase: not an address, or the site's own. */
export function addressProblem(email: string): 'email' | 'ownAddress' | null {
  if (!isEmailAddress(email)) return 'email';
  return isOwnAddress(email) ? 'ownAddress' : null;
}

function assertPerson(email: string): void {
  if (isOwnAddress(email)) throw new Error('A site address is not a person (isOwnAddress)');
}

const same = (email: string) => ({ equals: normalizeEmail(email), mode: 'insensitive' as const });

async function leadRows(db: Db, email: string) {
  const [contactMessages, academyRegistrations, newsletterSubscribers] = await Promise.all([
    db.contactMessage.findMany({ where: { email: same(email) }, orderBy: { createdAt: 'asc' } }),
    db.academyRegistration.findMany({
      where: { OR: [{ contactEmail: same(email) }, { invoiceEmail: same(email) }] },
      orderBy: { createdAt: 'asc' },
    }),
    db.newsletterSubscriber.findMany({ where: { email: same(email) } }),
  ]);
  return { contactMessages, academyRegistrations, newsletterSubscribers };
}

type Leads = Awaited<ReturnType<typeof leadRows>>;

/** The kinds of lead each table holds, as lead_states, lead_sources and the outbox name them. */
const KINDS: Record<keyof Leads, LeadKind[]> = {
  contactMessages: ['contact', 'techsverige', 'reference'],
  academyRegistrations: ['academy'],
  newsletterSubscribers: ['newsletter'],
};

const idsOf = (rows: readonly { id: string }[]) => rows.map((row) => row.id);

/** The leads as (kind, id) pairs, as lead_states and the outbox key them. */
function leadKeys(leads: Leads) {
  return (Object.keys(KINDS) as (keyof Leads)[])
    .filter((table) => leads[table].length > 0)
    .map((table) => ({ leadKind: { in: KINDS[table] }, leadId: { in: idsOf(leads[table]) } }));
}

/** The rows keyed by (kind, id) of these leads; nothing when the address has no leads. */
function byLead(leads: Leads): Prisma.LeadStateWhereInput & Prisma.LeadSourceWhereInput {
  const keys = leadKeys(leads);
  return keys.length > 0 ? { OR: keys } : { leadId: { in: [] } };
}

function outboxWhere(email: string, leads: Leads): Prisma.EmailOutboxWhereInput {
  return { OR: [{ recipient: same(email) }, { replyTo: same(email) }, ...leadKeys(leads)] };
}

/** Every row that holds or concerns the address. */
export async function findPersonalData(db: Db, email: string) {
  assertPerson(email);
  const leads = await leadRows(db, email);
  const [leadStates, leadSources, emails] = await Promise.all([
    db.leadState.findMany({ where: byLead(leads), orderBy: { createdAt: 'asc' } }),
    db.leadSource.findMany({ where: byLead(leads), orderBy: { createdAt: 'asc' } }),
    db.emailOutbox.findMany({ where: outboxWhere(email, leads), orderBy: { createdAt: 'asc' } }),
  ]);
  return { ...leads, leadStates, leadSources, emails };
}

type PersonalData = Awaited<ReturnType<typeof findPersonalData>>;
export type PersonalDataCounts = Record<keyof PersonalData, number>;

/**
 * What the search answers (lib/admin/actions/gdpr.ts): `found` with the address (kept in the
 * page, never in a URL) and how many rows of each kind hold it, or `invalid` as typed.
 */
export type GdprSearchState = FormState<
  { status: 'found'; email: string; counts: PersonalDataCounts },
  never
>;

export function countPersonalData(data: PersonalData): PersonalDataCounts {
  const counts = Object.entries(data).map(([key, rows]) => [key, rows.length]);
  return Object.fromEntries(counts) as PersonalDataCounts;
}

/** The export a data subject receives: what is stored, table by table, as of `now`. */
export async function exportPersonalData(db: Db, email: string, now: Date) {
  const { emails, ...rows } = await findPersonalData(db, email);
  return {
    emailAddress: normalizeEmail(email),
    exportedAt: now.toISOString(),
    note: 'salary_verification_logs store no email address or other personal data.',
    ...rows,
    // A staff member's sign-in emails are listed without their body: it may hold a link that
    // still signs in (one not delivered yet), and the export must never be a way in.
    emailOutbox: emails.map((row) =>
      row.leadKind === 'staff_sign_in' ? { ...row, html: '', text: '' } : row,
    ),
  };
}

/** Deletes the address's leads, their staff notes, subscription and outbox copies (run it in a transaction). */
export async function erasePersonalData(tx: Db, email: string): Promise<PersonalDataCounts> {
  assertPerson(email);
  const leads = await leadRows(tx, email);
  const emails = await tx.emailOutbox.deleteMany({ where: outboxWhere(email, leads) });
  const states = await tx.leadState.deleteMany({ where: byLead(leads) });
  // Where each lead came from goes with it (keyed the same way as its state).
  const sources = await tx.leadSource.deleteMany({ where: byLead(leads) });
  const ids = (rows: { id: string }[]) => ({ id: { in: idsOf(rows) } });
  const [contact, academy, newsletter] = [
    await tx.contactMessage.deleteMany({ where: ids(leads.contactMessages) }),
    await tx.academyRegistration.deleteMany({ where: ids(leads.academyRegistrations) }),
    await tx.newsletterSubscriber.deleteMany({ where: ids(leads.newsletterSubscribers) }),
  ];
  return {
    contactMessages: contact.count,
    academyRegistrations: academy.count,
    newsletterSubscribers: newsletter.count,
    leadStates: states.count,
    leadSources: sources.count,
    emails: emails.count,
  };
}

/** An address as the audit log keeps it after an erasure: enough to recognise, not to contact. */
export function maskAddress(email: string): string {
  const [local = '', domain = ''] = normalizeEmail(email).split('@');
  return `${local.slice(0, 1)}***@${domain}`;
}

/** The erasure form's confirmation: the address typed again (case and spaces aside). */
export function confirmsAddress(email: string, typed: string): boolean {
  return normalizeEmail(email) !== '' && normalizeEmail(email) === normalizeEmail(typed);
}
