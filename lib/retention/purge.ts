import type { Db } from '@/lib/db/client';
import { SESSION_MAX_AGE_SECONDS, SIGN_IN_LINK_TTL_SECONDS } from '@/lib/admin/constants';
import type { PrismaClient } from '@/lib/db/generated/client';
import {
  purgeRecipientLimits,
  VISITOR_CONFIRMATION_WINDOW_HOURS,
} from '@/lib/email/recipient-limit';
import { SUBMISSION_KEY_TTL_MS } from '@/lib/leads/submission-key';

// What is kept, and for how long. The privacy policy's retention table says the same, row by row:
// ./periods.ts ties each row to the constants here, and tests/unit/privacy-policy-retention.test.ts
// fails when the two disagree. A new rule: its constant here, an entry in ./periods.ts, a row in
// the policy (messages/*.json, PrivacyPage.sections.retention.rows).
// - Enquiries (up to three years): contact messages of all three kinds, academy
//   registrations and salary-verification log entries. Outbox rows carry copies of them
//   (bodies, addresses), so finished ones (sent, logged, dead) go after the same three years;
//   they are written in the lead's transaction, so their created_at is the lead's.
// - Newsletter subscribers: while subscribed. A signup never confirmed, and a subscriber who
//   unsubscribed, are deleted after 30 days, with the finished outbox copies of their emails.
// - The staff's status and note on a lead (lead_states) go with the lead.
// - Back-office sign-in links and sessions go once they have expired (15 minutes, 8 hours idle),
//   sessions at the latest 7 days after they began (SESSION_MAX_AGE_SECONDS). Sessions of an
//   address removed from ADMIN_EMAILS go at once (lib/admin/staff-sessions.ts).
// - Staff sign-in emails in the outbox: their body (the link) is blanked when delivered or given
//   up, or once the link has expired undelivered; the rows go after SIGN_IN_EMAIL_RETENTION_HOURS.
// - The per-address email counts (email_recipient_limits: a purpose and a sha256 of the address,
//   no address in clear) go once their window is over, at most a day after the email.
// - The back office's audit log: three years, like the leads whose handling it records.
// - Where a lead came from (lead_sources: its page and campaign) goes with the lead.
// - Staff user rows (admin_users: an address) go when the address leaves ADMIN_EMAILS, with its
//   sessions (lib/admin/staff-sessions.ts, at start and in the cron run).
// - Page-view counts (page_view_counts: per day, page, language, referrer domain, listed
//   campaign values and device, nothing about a person) are kept PAGE_VIEW_RETENTION_YEARS, for year-on-year views.
// - Lead submissions' idempotency keys (a hash of what was sent, lib/leads/submission.ts) go
//   after 24 hours, when a resubmission would be a new lead anyway.
export const RETENTION_YEARS = 3;
export const NEWSLETTER_GRACE_DAYS = 30;
export const AUDIT_LOG_RETENTION_YEARS = 3;
/** Staff sessions: deleted 7 days after sign-in at the latest (SESSION_MAX_AGE_SECONDS). */
export const STAFF_SESSION_MAX_DAYS = SESSION_MAX_AGE_SECONDS / 86_400;
/** Outbox rows of staff sign-in emails (bodies already blanked): deleted after a day. */
export const SIGN_IN_EMAIL_RETENTION_HOURS = 24;
/** email_recipient_limits rows: kept for the longest window they count, 24 hours. */
export const RECIPIENT_LIMIT_RETENTION_HOURS = VISITOR_CONFIRMATION_WINDOW_HOURS;
/** page_view_counts rows: deleted once their day is this many years old. */
export const PAGE_VIEW_RETENTION_YEARS = 2;

export function retentionCutoff(now: Date, years = RETENTION_YEARS): Date {
  const cutoff = new Date(now);
  cutoff.setUTCFullYear(cutoff.getUTCFullYear() - years);
  return cutoff;
}

const FINISHED = { in: ['sent', 'logged', 'dead'] as ('sent' | 'logged' | 'dead')[] };

/** Sign-in emails: no link kept once it is delivered or has expired; no row after a day. */
async function purgeSignInEmails(tx: Db, now: Date): Promise<number> {
  const signIn = { leadKind: 'staff_sign_in' as const };
  const deleted = await tx.emailOutbox.deleteMany({
    where: {
      ...signIn,
      createdAt: { lt: new Date(now.getTime() - SIGN_IN_EMAIL_RETENTION_HOURS * 3_600_000) },
    },
  });
  const linkExpired = new Date(now.getTime() - SIGN_IN_LINK_TTL_SECONDS * 1000);
  const undelivered = await tx.emailOutbox.updateMany({
    where: { ...signIn, status: 'pending', createdAt: { lt: linkExpired } },
    data: { status: 'dead', html: '', text: '', lastError: 'the sign-in link expired undelivered' },
  });
  const finished = await tx.emailOutbox.updateMany({
    where: { ...signIn, status: FINISHED, OR: [{ html: { not: '' } }, { text: { not: '' } }] },
    data: { html: '', text: '' },
  });
  return deleted.count + undelivered.count + finished.count;
}

/** Deletes everything past its retention, in one transaction. */
export async function purgeExpiredData(
  db: PrismaClient,
  { now = new Date(), years = RETENTION_YEARS }: { now?: Date; years?: number } = {},
) {
  const cutoff = retentionCutoff(now, years);
  const auditCutoff = retentionCutoff(now, AUDIT_LOG_RETENTION_YEARS);
  const graceCutoff = new Date(now.getTime() - NEWSLETTER_GRACE_DAYS * 86_400_000);
  const olderThanCutoff = { createdAt: { lt: cutoff } };
  return db.$transaction(async (tx) => {
    const lapsed = await tx.newsletterSubscriber.findMany({
      where: {
        OR: [
          { unsubscribedAt: { lt: graceCutoff } },
          {
            confirmedAt: null,
            unsubscribedAt: null,
            OR: [
              { confirmationSentAt: { lt: graceCutoff } },
              { confirmationSentAt: null, createdAt: { lt: graceCutoff } },
            ],
          },
        ],
      },
      select: { id: true },
    });
    const lapsedIds = lapsed.map((row) => row.id);
    const newsletterSubscribers = await tx.newsletterSubscriber.deleteMany({
      where: { id: { in: lapsedIds } },
    });
    const contactMessages = await tx.contactMessage.deleteMany({ where: olderThanCutoff });
    const academyRegistrations = await tx.academyRegistration.deleteMany({
      where: olderThanCutoff,
    });
    const salaryVerificationLogs = await tx.salaryVerificationLog.deleteMany({
      where: olderThanCutoff,
    });
    const emailOutbox = await tx.emailOutbox.deleteMany({
      where: {
        status: FINISHED,
        OR: [olderThanCutoff, { leadKind: 'newsletter', leadId: { in: lapsedIds } }],
      },
    });
    // lead_states and lead_sources key a lead by (kind, id) across three tables: no foreign key
    // can cascade, so the rows whose lead is gone are deleted here.
    const leadStates = await tx.$executeRaw`
      DELETE FROM lead_states s WHERE
        (s.lead_kind IN ('contact', 'techsverige', 'reference')
          AND NOT EXISTS (SELECT 1 FROM contact_messages c WHERE c.id = s.lead_id))
        OR (s.lead_kind = 'academy'
          AND NOT EXISTS (SELECT 1 FROM academy_registrations a WHERE a.id = s.lead_id))
        OR (s.lead_kind = 'newsletter'
          AND NOT EXISTS (SELECT 1 FROM newsletter_subscribers n WHERE n.id = s.lead_id))`;
    const leadSources = await tx.$executeRaw`
      DELETE FROM lead_sources s WHERE
        (s.lead_kind IN ('contact', 'techsverige', 'reference')
          AND NOT EXISTS (SELECT 1 FROM contact_messages c WHERE c.id = s.lead_id))
        OR (s.lead_kind = 'academy'
          AND NOT EXISTS (SELECT 1 FROM academy_registrations a WHERE a.id = s.lead_id))
        OR (s.lead_kind = 'newsletter'
          AND NOT EXISTS (SELECT 1 FROM newsletter_subscribers n WHERE n.id = s.lead_id))`;
    const pageViewCounts = await tx.pageViewCount.deleteMany({
      where: { day: { lt: retentionCutoff(now, PAGE_VIEW_RETENTION_YEARS) } },
    });
    const expired = { expiresAt: { lt: now } };
    const sessionStart = new Date(now.getTime() - STAFF_SESSION_MAX_DAYS * 86_400_000);
    const sessions = await tx.adminSession.deleteMany({
      where: { OR: [expired, { createdAt: { lt: sessionStart } }] },
    });
    const links = await tx.adminVerification.deleteMany({ where: expired });
    const auditEvents = await tx.adminAuditEvent.deleteMany({
      where: { createdAt: { lt: auditCutoff } },
    });
    const recipientLimits = await purgeRecipientLimits(
      tx,
      now,
      RECIPIENT_LIMIT_RETENTION_HOURS * 3_600_000,
    );
    const signInEmails = await purgeSignInEmails(tx, now);
    const leadSubmissions = await tx.leadSubmission.deleteMany({
      where: { createdAt: { lt: new Date(now.getTime() - SUBMISSION_KEY_TTL_MS) } },
    });
    return {
      cutoff: cutoff.toISOString(),
      contactMessages: contactMessages.count,
      academyRegistrations: academyRegistrations.count,
      salaryVerificationLogs: salaryVerificationLogs.count,
      newsletterSubscribers: newsletterSubscribers.count,
      emailOutbox: emailOutbox.count,
      leadStates,
      adminSignIns: sessions.count + links.count,
      auditEvents: auditEvents.count,
      recipientLimits,
      signInEmails,
      leadSubmissions: leadSubmissions.count,
      leadSources,
      pageViewCounts: pageViewCounts.count,
    };
  });
}
