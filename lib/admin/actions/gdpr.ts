'use server';

import { redirect } from 'next/navigation';
import {
  addressProblem,
  confirmsAddress,
  countPersonalData,
  erasePersonalData,
  findPersonalData,
  maskAddress,
  type GdprSearchState,
} from '@/lib/admin/gdpr';
import { textOf } from '@/lib/forms/state';
import { answer, invalid, staffAction } from '@/lib/admin/staff-action';
import { normalizeEmail } from '@/lib/validation/email';

// GDPR erasure (app/admin/(staff)/gdpr): only when the address is typed a second time, and never of one
// of the site's own addresses (lib/admin/gdpr.ts isOwnAddress: they are no person). The audit log
// keeps who erased, when, how many rows, and the address masked (a***@example.se), not the
// address itself: that would keep the very data that was erased. The erasure and its audit row
// commit together (lib/admin/staff-action.ts): no erasure goes unrecorded.
export const eraseAddress = staffAction({
  parse(form) {
    const email = normalizeEmail(textOf(form, 'email'));
    const confirmation = textOf(form, 'confirmation');
    const values = { email, confirmation };
    const problem = addressProblem(email);
    if (problem) return invalid({ email: problem }, values);
    if (!confirmsAddress(email, confirmation))
      return invalid({ confirmation: 'confirmation' }, values);
    return email;
  },
  async run(tx, email) {
    const erased = await erasePersonalData(tx, email);
    const total = Object.values(erased).reduce((sum, count) => sum + count, 0);
    return {
      result: total,
      audit: [{ action: 'gdpr.erase', target: maskAddress(email), details: { ...erased } }],
    };
  },
  done: (total) => redirect(`/admin/gdpr?done=erased&rows=${total}`),
});

/** Finds the address: a POST, so that it never stands in a URL or an access log. */
export const searchAddress = staffAction({
  parse(form) {
    const email = normalizeEmail(textOf(form, 'email'));
    const problem = addressProblem(email);
    if (problem) {
      return answer<GdprSearchState>({
        status: 'invalid',
        errors: { email: problem },
        values: { email },
      });
    }
    return email;
  },
  async run(tx, email) {
    const counts = countPersonalData(await findPersonalData(tx, email));
    return { result: counts, audit: [{ action: 'gdpr.search', target: maskAddress(email) }] };
  },
  done: (counts, email): GdprSearchState => ({ status: 'found', email, counts }),
});
