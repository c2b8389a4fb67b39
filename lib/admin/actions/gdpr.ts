'use server';

import { redirect } from 'next/navigation';
import { recordAudit } from '@/lib/admin/audit';
import { formText, type AdminFormState } from '@/lib/admin/form-state';
import {
  confirmsAddress,
  countPersonalData,
  erasePersonalData,
  findPersonalData,
  maskAddress,
} from '@/lib/admin/gdpr';
import type { GdprSearchState } from '@/lib/admin/gdpr-state';
import { assertStaff } from '@/lib/admin/session';
import { getDb } from '@/lib/db/client';
import { normalizeEmail } from '@/lib/validation/email';
import { EMAIL_PATTERN } from '@/lib/validation/constants';

// GDPR erasure (app/admin/gdpr): only when the address is typed a second time. The audit log
// keeps who erased, when, how many rows, and the address masked (a***@example.se), not the
// address itself: that would keep the very data that was erased.
export async function eraseAddress(_: AdminFormState, form: FormData): Promise<AdminFormState> {
  const { email: actor } = await assertStaff();
  const email = normalizeEmail(formText(form, 'email'));
  const confirmation = formText(form, 'confirmation');
  if (!EMAIL_PATTERN.test(email)) {
    return { status: 'invalid', errors: { email: 'email' }, values: { email, confirmation } };
  }
  if (!confirmsAddress(email, confirmation)) {
    return {
      status: 'invalid',
      errors: { confirmation: 'confirmation' },
      values: { email, confirmation },
    };
  }
  const erased = await erasePersonalData(await getDb(), email);
  await recordAudit({ actor, action: 'gdpr.erase', target: maskAddress(email), details: erased });
  const total = Object.values(erased).reduce((sum, count) => sum + count, 0);
  redirect(`/admin/gdpr?done=erased&rows=${total}`);
}

/** Finds the address: a POST, so that it never stands in a URL or an access log. */
export async function searchAddress(_: GdprSearchState, form: FormData): Promise<GdprSearchState> {
  const { email: actor } = await assertStaff();
  const email = normalizeEmail(formText(form, 'email'));
  if (!EMAIL_PATTERN.test(email)) return { status: 'invalid', email };
  const counts = countPersonalData(await findPersonalData(await getDb(), email));
  await recordAudit({ actor, action: 'gdpr.search', target: maskAddress(email) });
  return { status: 'found', email, counts };
}
