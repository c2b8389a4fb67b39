import type { PrismaClient } from '@/lib/db/generated/client';

// Spec §9: enquiry data is kept up to three years. Enquiries are contact messages (all three
// kinds), academy registrations and salary-verification log entries. Newsletter subscribers are
// not enquiries: they stay until they unsubscribe. Outbox rows carry copies of the enquiries
// (bodies, addresses), so finished ones (sent, logged, dead) go after the same three years;
// they are written in the lead's transaction, so their created_at is the lead's.
export const RETENTION_YEARS = 3;

export interface PurgeResult {
  cutoff: string;
  contactMessages: number;
  academyRegistrations: number;
  salaryVerificationLogs: number;
  emailOutbox: number;
}

export function retentionCutoff(now: Date, years = RETENTION_YEARS): Date {
  const cutoff = new Date(now);
  cutoff.setUTCFullYear(cutoff.getUTCFullYear() - years);
  return cutoff;
}

/** Deletes everything older than the retention period, in one transaction. */
export async function purgeExpiredData(
  db: PrismaClient,
  { now = new Date(), years = RETENTION_YEARS }: { now?: Date; years?: number } = {},
): Promise<PurgeResult> {
  const cutoff = retentionCutoff(now, years);
  const olderThanCutoff = { createdAt: { lt: cutoff } };
  const [contactMessages, academyRegistrations, salaryVerificationLogs, emailOutbox] =
    await db.$transaction([
      db.contactMessage.deleteMany({ where: olderThanCutoff }),
      db.academyRegistration.deleteMany({ where: olderThanCutoff }),
      db.salaryVerificationLog.deleteMany({ where: olderThanCutoff }),
      db.emailOutbox.deleteMany({
        where: { ...olderThanCutoff, status: { in: ['sent', 'logged', 'dead'] } },
      }),
    ]);
  return {
    cutoff: cutoff.toISOString(),
    contactMessages: contactMessages.count,
    academyRegistrations: academyRegistrations.count,
    salaryVerificationLogs: salaryVerificationLogs.count,
    emailOutbox: emailOutbox.count,
  };
}
