'use server';

import { after } from 'next/server';
import { redirect } from 'next/navigation';
import { recordAudit } from '@/lib/admin/audit';
import { formText } from '@/lib/admin/form-state';
import { retryEmail } from '@/lib/admin/outbox';
import { assertStaff } from '@/lib/admin/session';
import { getDb } from '@/lib/db/client';
import { triggerDelivery } from '@/lib/email/trigger';
import { now } from '@/lib/time/clock';

// The outbox's retry button (app/admin/outbox): the row goes back in the queue, due now, and
// the sender runs after the response, as it does after a lead is stored.
export async function retryOutboxEmail(form: FormData): Promise<void> {
  const { email } = await assertStaff();
  const id = formText(form, 'id');
  const queued = await retryEmail(await getDb(), id, now());
  if (queued) {
    await recordAudit({ actor: email, action: 'outbox.retry', target: `outbox/${id}` });
    after(triggerDelivery);
  }
  redirect(`/admin/outbox?done=${queued ? 'queued' : 'not-retryable'}`);
}
