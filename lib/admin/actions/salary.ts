'use server';

import { redirect } from 'next/navigation';
import { revalidatePublicFaq, revalidatePublicSalaryPage } from '@/lib/admin/revalidate';
import { formText, type AdminFormState, type AdminFormValues } from '@/lib/admin/form-state';
import {
  addAdminRuleSet,
  editAdminRuleSet,
  RuleSetInPastError,
  RuleSetNotFoundError,
} from '@/lib/admin/salary-rules';
import { answer, staffAction } from '@/lib/admin/staff-action';
import { log } from '@/lib/log';
import { SALARY_PARAMETER_KEYS } from '@/lib/salary/defaults';
import { RuleSetDateTakenError } from '@/lib/salary/rule-set-store';
import { now } from '@/lib/time/clock';
import { ruleSetFromForm } from '@/lib/validation/admin-salary-rule-set';
import { fieldErrors } from '@/lib/validation/errors';

// The salary rules' Server Action (app/admin/salary): add a set, or edit one (`id`), with its
// audit row in the same transaction. The public calculator reads /api/salary-parameters on every
// request (cached 60 s in browsers, 240 s in a CDN), so a change reaches it within five minutes;
// the FAQ's figures, and the sets the calculator's page carries for a failed read, are
// revalidated at once.

const FIELDS = ['validFrom', 'source', ...SALARY_PARAMETER_KEYS];

const saveRuleSetBuilt = staffAction({
  parse(form) {
    const id = formText(form, 'id');
    const kept: AdminFormValues = Object.fromEntries(
      FIELDS.map((name) => [name, formText(form, name)]),
    );
    const parsed = ruleSetFromForm(form);
    if (!parsed.success) {
      const errors = fieldErrors(parsed.error);
      return answer<AdminFormState>({ status: 'invalid', errors, values: kept });
    }
    return { id, kept, data: parsed.data };
  },
  async run(tx, { id, data }) {
    const outcome = id
      ? await editAdminRuleSet(tx, id, data, now())
      : { set: await addAdminRuleSet(tx, data, now()), mode: 'added' as const };
    const { set, mode } = outcome;
    return {
      result: { validFrom: set.validFrom, mode },
      audit: [
        {
          action: mode === 'added' ? 'salary.create' : 'salary.update',
          target: `salary/${set.validFrom}`,
          details: { id: set.id, editedId: id || null, parameters: data.parameters },
        },
      ],
    };
  },
  failed(error, { kept }): AdminFormState {
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
  },
  done({ validFrom, mode }) {
    revalidatePublicFaq();
    revalidatePublicSalaryPage();
    redirect(`/admin/salary?done=${mode}&date=${validFrom}`);
  },
});

// Declared functions, so that Next knows their arguments (lib/admin/staff-action.ts).

export async function saveRuleSet(
  _previous: AdminFormState,
  form: FormData,
): Promise<AdminFormState> {
  return saveRuleSetBuilt(form);
}
