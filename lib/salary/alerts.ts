import 'server-only';
import { randomUUID } from 'node:crypto';
import type { PrismaClient } from '@/lib/db/generated/client';
import { queueEmails } from '@/lib/email/queue';
import { site } from '@/lib/site';
import { renderAlertEmail } from './alert-email';
import { readRules } from './read';
import { stockholmDate } from './rules';
import { ruleWarnings, warningKey } from './warnings';

// One email to the staff per warning that the salary rules may be out of date (a median
// missing after 20 June, a percentage rule ending with nothing after it, a year without living
// costs), through the outbox. Called by the cron route (app/api/cron), which runs whether or not
// anyone opens the back office; the back office shows the same warnings on every visit. The
// email's row in salary_rule_alerts is written in the transaction that queues it, so however
// many instances or runs see a warning, it is mailed once.

/** Queues the email of each current warning not mailed before; returns how many it queued. */
export async function queueRuleAlerts(db: PrismaClient, now: Date): Promise<number> {
  const warnings = ruleWarnings(await readRules(db), stockholmDate(now));
  let queued = 0;
  for (const warning of warnings) {
    const key = warningKey(warning);
    const sent = await db.salaryRuleAlert.findUnique({ where: { kind_subject: key } });
    if (sent) continue;
    // Staff read the back office in Swedish unless they switch; the email is Swedish too.
    const email = await renderAlertEmail(warning, 'sv');
    await db.$transaction(async (tx) => {
      const { count } = await tx.salaryRuleAlert.createMany({ data: [key], skipDuplicates: true });
      if (count === 0) return; // another instance got there first
      const id = randomUUID();
      await queueEmails(tx, [
        {
          recipient: site.staffEmail,
          replyTo: null,
          email,
          idempotencyKey: `staff_alert/${key.kind}/${key.subject}`,
          kind: 'staff_alert',
          leadId: id,
        },
      ]);
      queued += 1;
    });
  }
  return queued;
}
