'use server';

import { redirect } from 'next/navigation';
import { recordAudit } from '@/lib/admin/audit';
import { revalidatePublicFaq, revalidatePublicSalaryPage } from '@/lib/admin/revalidate';
import { formText, type AdminFormState, type AdminFormValues } from '@/lib/admin/form-state';
import {
  addAdminRuleSet,
  editAdminRuleSet,
  RuleSetInPastError,
  RuleSetNotFoundError,
} from '@/lib/admin/salary-rules';
import { assertStaff } from '@/lib/admin/session';
import { getDb } from '@/lib/db/client';
import { log } from '@/lib/log';
import { SALARY_PARAMETER_KEYS } from '@/lib/salary/defaults';
import { RuleSetDateTakenError } from '@/lib/salary/rule-set-store';
import { now } from '@/lib/time/clock';
import { ruleSetFromForm } from '@/lib/validation/admin-salary-rule-set';
import { fieldErrors } from '@/lib/validation/errors';

// The salary rules' Server Action (app/admin/salary): add a set, or edit one (`id`). The public
// calculator reads /api/salary-parameters on every request (cached 60 s in browsers, 240 s in a
// CDN), so a change reaches it within five minutes; the FAQ's figures, and the sets the
// calculator's page carries for a failed read, are revalidated at once.

const FIELDS = ['validFrom', 'source', ...SALARY_PARAMETER_KEYS];

export async function saveRuleSet(_: AdminFormState, form: FormData): Promise<AdminFormState> {
  const { email } = await assertStaff();
  const id = formText(form, 'id');
  const kept: AdminFormValues = Object.fromEntries(
    FIELDS.map((name) => [name, formText(form, name)]),
  );
  const parsed = ruleSetFromForm(form);
  if (!parsed.success)
    return { status: 'invalid', errors: fieldErrors(parsed.error), values: kept };
  let outcome: { id: string; validFrom: string; mode: 'added' | 'updated' };
  try {
    const db = await getDb();
    if (id) {
      const edit = await editAdminRuleSet(db, id, parsed.data, now());
      outcome = { id: edit.set.id, validFrom: edit.set.validFrom, mode: edit.mode };
    } else {
      const set = await addAdminRuleSet(db, parsed.data, now());
      outcome = { id: set.id, validFrom: set.validFrom, mode: 'added' };
    }
  } catch (error) {
    if (error instanceof RuleSetDateTakenError) {
      return { status: 'invalid', errors: { validFrom: 'dateTaken' }, values: kept };
    }
    if (error instanceof RuleSetInPastError) {
      return { status: 'invalid', errors: { validFrom: 'datePassed' }, values: kept };
    }
    if (error instanceof RuleSetNotFoundError)
      return { status: 'failed', reason: 'notFound', values: kept };
    log.error('admin.salary_save_failed', { error });
    return { status: 'failed', reason: 'error', values: kept };
  }
  await recordAudit({
    actor: email,
    action: outcome.mode === 'added' ? 'salary.create' : 'salary.update',
    target: `salary/${outcome.validFrom}`,
    details: { id: outcome.id, editedId: id || null, parameters: parsed.data.parameters },
  });
  revalidatePublicFaq();
  revalidatePublicSalaryPage();
  redirect(`/admin/salary?done=${outcome.mode}&date=${outcome.validFrom}`);
}
