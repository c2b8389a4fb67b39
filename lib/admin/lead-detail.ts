import 'server-only';
import type { Db } from '@/lib/db/client';
import type { InboxLeadKind } from './lead-filters';

// One lead with every stored field, its status and note, and the emails the outbox holds for it.

export type FieldValue = string | number | boolean | Date | null;

const HIDDEN = new Set(['id', 'kind', 'updatedAt']);

async function findRow(
  db: Db,
  kind: InboxLeadKind,
  id: string,
): Promise<Record<string, unknown> | null> {
  switch (kind) {
    case 'contact':
    case 'techsverige':
    case 'reference':
      return db.contactMessage.findFirst({ where: { id, kind } });
    case 'academy':
      return db.academyRegistration.findUnique({ where: { id } });
    case 'newsletter':
      return db.newsletterSubscriber.findUnique({ where: { id } });
  }
}

/** A lead's id is a UUID; anything else names no lead (and never reaches a query). */
export const isUuid = (value: string) =>
  /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value);

/** Whether the lead exists (the status action checks before writing). */
export async function leadExists(db: Db, kind: InboxLeadKind, id: string): Promise<boolean> {
  return isUuid(id) && (await findRow(db, kind, id)) !== null;
}

export async function getLead(db: Db, kind: InboxLeadKind, id: string) {
  if (!isUuid(id)) return null;
  const row = await findRow(db, kind, id);
  if (!row) return null;
  const key = { leadKind_leadId: { leadKind: kind, leadId: id } };
  const [state, source, emails] = await Promise.all([
    db.leadState.findUnique({ where: key }),
    db.leadSource.findUnique({
      where: key,
      select: {
        page: true,
        referrerHost: true,
        utmSource: true,
        utmMedium: true,
        utmCampaign: true,
      },
    }),
    db.emailOutbox.findMany({
      where: { leadKind: kind, leadId: id },
      orderBy: { createdAt: 'asc' },
      select: {
        id: true,
        recipient: true,
        subject: true,
        status: true,
        attempts: true,
        lastError: true,
        sentAt: true,
      },
    }),
  ]);
  const fields = Object.entries(row)
    .filter(([key]) => !HIDDEN.has(key))
    .map(([key, value]): [string, FieldValue] => [
      key,
      value instanceof Date ||
      value === null ||
      ['string', 'number', 'boolean'].includes(typeof value)
        ? (value as FieldValue)
        : String(value),
    ]);
  const email = String(row.email ?? row.contactEmail ?? '');
  return {
    kind,
    id,
    createdAt: row.createdAt as Date,
    email,
    /** Every column of the lead's row except ids and bookkeeping, in the table's order. */
    fields,
    status: state?.status ?? 'new',
    note: state?.note ?? '',
    stateUpdatedBy: state?.updatedBy ?? null,
    stateUpdatedAt: state?.updatedAt ?? null,
    /** Where it came from (lead_sources), or null when unknown. */
    source,
    emails,
  };
}
