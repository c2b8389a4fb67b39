import 'server-only';
import type { Db } from '@/lib/db/client';
import type { Prisma } from '@/lib/db/generated/client';
import { log } from '@/lib/log';

// The back office's audit log: one row per sign-in, sign-out, change, export or erasure, shown
// read-only at /admin/audit. Actions are dotted names, "<area>.<verb>"; the audit page has a
// label for the known ones (messages: AdminAudit.actions) and shows any other as it is.

export const AUDIT_ACTIONS = [
  'auth.sign_in',
  'auth.sign_out',
  'leads.export',
  'lead.status',
  'lead.note',
  'faq.create',
  'faq.update',
  'faq.delete',
  'faq.publish',
  'salary.create',
  'salary.update',
  'outbox.retry',
  'gdpr.search',
  'gdpr.export',
  'gdpr.erase',
  'insights.campaigns',
] as const;

export type KnownAuditAction = (typeof AUDIT_ACTIONS)[number];
export type AuditAction = KnownAuditAction | `${string}.${string}`;

export interface AuditEvent {
  /** The staff member's email address (from assertStaff()). */
  actor: string;
  action: AuditAction;
  /** What it concerned, e.g. "contact/<id>", "faq/<id>", an email address for GDPR requests. */
  target?: string | null;
  /** A small JSON object: filters, counts, old and new values. */
  details?: Prisma.InputJsonObject | null;
}

/**
 * Records one event. Staff actions record theirs in the change's own transaction
 * (lib/admin/staff-action.ts); a read-only export or a sign-in passes the client.
 */
export async function recordAudit(db: Db, event: AuditEvent): Promise<void> {
  await db.adminAuditEvent.create({
    data: {
      actor: event.actor,
      action: event.action,
      target: event.target ?? null,
      ...(event.details ? { details: event.details } : {}),
    },
  });
  log.info('admin.audit', { action: event.action });
}

export const AUDIT_PAGE_SIZE = 50;

/** One page of the log, newest first (page numbers start at 1). */
export async function listAudit(db: Db, page: number, pageSize = AUDIT_PAGE_SIZE) {
  const total = await db.adminAuditEvent.count();
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  const current = Math.min(Math.max(1, Math.floor(page) || 1), pageCount);
  const events = await db.adminAuditEvent.findMany({
    orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
    skip: (current - 1) * pageSize,
    take: pageSize,
  });
  return { events, page: current, pageCount, total };
}
