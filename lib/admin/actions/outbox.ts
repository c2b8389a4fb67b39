'use server';

import { after } from 'next/server';
import { redirect } from 'next/navigation';
import { retryEmail } from '@/lib/admin/outbox';
import { staffPost } from '@/lib/admin/staff-action';
import { triggerDelivery } from '@/lib/email/trigger';
import { textOf } from '@/lib/forms/state';
import { now } from '@/lib/time/clock';

// The outbox's retry button (app/admin/(staff)/outbox): the row goes back in the queue, due now, with
// its audit row in the same transaction; the sender runs after the response, as it does after a
// lead is stored.
export const retryOutboxEmail = staffPost({
  parse: (form) => textOf(form, 'id'),
  async run(tx, id) {
    const queued = await retryEmail(tx, id, now());
    return {
      result: queued,
      audit: queued ? [{ action: 'outbox.retry' as const, target: `outbox/${id}` }] : [],
    };
  },
  done(queued) {
    if (queued) after(triggerDelivery);
    redirect(`/admin/outbox?done=${queued ? 'queued' : 'not-retryable'}`);
  },
});
