'use server';

import { redirect } from 'next/navigation';
import { isUuid, leadExists } from '@/lib/admin/lead-detail';
import { isInboxLeadKind, isInboxLeadStatus, NOTE_MAX_LENGTH } from '@/lib/admin/lead-filters';
import { staffPost, type StaffAudit } from '@/lib/admin/staff-action';
import { textOf } from '@/lib/forms/state';

class LeadNotFoundError extends Error {
  override name = 'LeadNotFoundError';
}

/**
 * The detail page's form: a lead's status and internal note, saved with an audit entry for each
 * that changed (none when nothing did). Plain form post (works without JavaScript).
 */
export const saveLeadState = staffPost({
  parse(form) {
    const kind = form.get('kind');
    const id = textOf(form, 'id');
    const status = form.get('status');
    // An id that cannot be a lead's is never written into the address sent back.
    if (!isInboxLeadKind(kind) || !isUuid(id)) {
      return redirect('/admin?error=not_found');
    }
    const note = textOf(form, 'note').replace(/\r\n/g, '\n').trim();
    if (!isInboxLeadStatus(status) || note.length > NOTE_MAX_LENGTH) {
      return redirect(`/admin/leads/${kind}/${id}?error=invalid`);
    }
    return { kind, id, status, note };
  },
  async run(tx, { kind, id, status, note }, { email: actor }) {
    if (!(await leadExists(tx, kind, id))) throw new LeadNotFoundError();
    const key = { leadKind: kind, leadId: id };
    const before = await tx.leadState.findUnique({ where: { leadKind_leadId: key } });
    const oldStatus = before?.status ?? 'new';
    const oldNote = before?.note ?? '';
    const audit: StaffAudit[] = [];
    if (oldStatus === status && oldNote === note) return { result: null, audit };
    await tx.leadState.upsert({
      where: { leadKind_leadId: key },
      create: { ...key, status, note, updatedBy: actor },
      update: { status, note, updatedBy: actor },
    });
    const target = `${kind}/${id}`;
    if (oldStatus !== status) {
      audit.push({ action: 'lead.status', target, details: { from: oldStatus, to: status } });
    }
    if (oldNote !== note) {
      audit.push({ action: 'lead.note', target, details: { length: note.length } });
    }
    return { result: null, audit };
  },
  failed(error) {
    if (!(error instanceof LeadNotFoundError)) throw error;
    redirect('/admin?error=not_found');
  },
  done: (_, { kind, id }) => redirect(`/admin/leads/${kind}/${id}?saved=1`),
});
