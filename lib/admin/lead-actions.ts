'use server';

import { redirect } from 'next/navigation';
import { getDb } from '@/lib/db/client';
import { recordAudit } from './audit';
import { leadExists } from './lead-detail';
import { isInboxLeadKind, isInboxLeadStatus, NOTE_MAX_LENGTH } from './lead-filters';
import { assertStaff } from './session';

/**
 * The detail page's form: a lead's status and internal note. Saved with its audit entries in one
 * transaction; entries only for what changed. Plain form post (works without JavaScript).
 */
export async function saveLeadState(formData: FormData): Promise<void> {
  const { email: actor } = await assertStaff();
  const kind = formData.get('kind');
  const id = formData.get('id');
  const status = formData.get('status');
  const noteValue = formData.get('note');
  if (!isInboxLeadKind(kind) || typeof id !== 'string' || !(await leadExists(kind, id))) {
    redirect('/admin?error=not_found');
  }
  const back = `/admin/leads/${kind}/${id}`;
  const note = typeof noteValue === 'string' ? noteValue.replace(/\r\n/g, '\n').trim() : '';
  if (!isInboxLeadStatus(status) || note.length > NOTE_MAX_LENGTH)
    redirect(`${back}?error=invalid`);

  const db = await getDb();
  await db.$transaction(async (tx) => {
    const key = { leadKind: kind, leadId: id };
    const before = await tx.leadState.findUnique({ where: { leadKind_leadId: key } });
    const oldStatus = before?.status ?? 'new';
    const oldNote = before?.note ?? '';
    if (oldStatus === status && oldNote === note) return;
    await tx.leadState.upsert({
      where: { leadKind_leadId: key },
      create: { ...key, status, note, updatedBy: actor },
      update: { status, note, updatedBy: actor },
    });
    const target = `${kind}/${id}`;
    if (oldStatus !== status) {
      await recordAudit(
        { actor, action: 'lead.status', target, details: { from: oldStatus, to: status } },
        tx,
      );
    }
    if (oldNote !== note) {
      await recordAudit(
        { actor, action: 'lead.note', target, details: { length: note.length } },
        tx,
      );
    }
  });
  redirect(`${back}?saved=1`);
}
