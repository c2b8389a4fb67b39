'use server';

import { redirect } from 'next/navigation';
import type * as z from 'zod/mini';
import { revalidatePublicFaq, revalidatePublicSalaryPage } from '@/lib/admin/revalidate';
import { isUuid } from '@/lib/admin/lead-detail';
import {
  saveLivingCosts as storeLivingCosts,
  saveMedian as storeMedian,
  savePercentageRule as storePercentageRule,
  SalaryRuleConflictError,
  SalaryRuleNotFoundError,
} from '@/lib/admin/salary-rules';
import {
  Answer,
  answer,
  staffAction,
  validated,
  type AdminFormState,
} from '@/lib/admin/staff-action';
import type { Db } from '@/lib/db/client';
import type { Prisma } from '@/lib/db/generated/client';
import { readFormValues, textOf } from '@/lib/forms/state';
import { log } from '@/lib/log';
import { LIVING_COST_KEYS, type IsoDate } from '@/lib/salary/rules';
import {
  livingCostsFromForm,
  medianFromForm,
  percentageRuleFromForm,
} from '@/lib/validation/admin-salary-rules';

// The salary rules' Server Actions (app/admin/(staff)/salary): add or change a median, a percentage rule
// or a set of living-cost amounts (`id` for a change), with the audit row in the same
// transaction. The public calculator reads /api/salary-parameters on every request (cached 60 s
// in browsers, 240 s in a CDN), so a change reaches it within five minutes; the FAQ's figures and
// the rules the calculator's page carries for a failed read are revalidated at once.

type Kind = 'median' | 'percentage' | 'livingCosts';

interface SaveSpec<T> {
  kind: Kind;
  fields: readonly string[];
  parse: (form: FormData) => z.core.util.SafeParseResult<T>;
  store: (tx: Db, id: string | null, input: T) => Promise<{ id: string }>;
  /** The date the entry is known by (its first application date). */
  date: (input: T) => IsoDate;
}

function saveAction<T>(spec: SaveSpec<T>) {
  return staffAction({
    parse(form) {
      const id = textOf(form, 'id');
      const kept = readFormValues(form, spec.fields);
      if (id && !isUuid(id)) {
        return answer<AdminFormState>({ status: 'failed', reason: 'notFound', values: kept });
      }
      const data = validated(spec.parse(form), kept);
      return data instanceof Answer ? data : { id: id || null, kept, data };
    },
    async run(tx, { id, data }) {
      const saved = await spec.store(tx, id, data);
      const date = spec.date(data);
      return {
        result: { mode: id ? 'updated' : 'added', date },
        audit: [
          {
            action: id ? 'salary.update' : 'salary.create',
            target: `salary/${spec.kind}/${date}`,
            details: { id: saved.id, kind: spec.kind, ...(data as Prisma.InputJsonObject) },
          },
        ],
      };
    },
    failed(error, { kept }): AdminFormState {
      if (error instanceof SalaryRuleConflictError) {
        return { status: 'invalid', errors: { [error.field]: error.reason }, values: kept };
      }
      if (error instanceof SalaryRuleNotFoundError)
        return { status: 'failed', reason: 'notFound', values: kept };
      log.error('admin.salary_save_failed', { error, kind: spec.kind });
      return { status: 'failed', reason: 'error', values: kept };
    },
    done({ mode, date }) {
      revalidatePublicFaq();
      revalidatePublicSalaryPage();
      redirect(`/admin/salary?done=${spec.kind}-${mode}&date=${date}`);
    },
  });
}

export const saveMedian = saveAction({
  kind: 'median',
  fields: ['validFrom', 'amount', 'publishedMonth', 'source'],
  parse: medianFromForm,
  store: storeMedian,
  date: (median) => median.validFrom,
});

export const savePercentageRule = saveAction({
  kind: 'percentage',
  fields: ['situation', 'firstDay', 'lastDay', 'percentage', 'source'],
  parse: percentageRuleFromForm,
  store: storePercentageRule,
  date: (rule) => rule.firstDay,
});

export const saveLivingCosts = saveAction({
  kind: 'livingCosts',
  fields: ['validFrom', ...LIVING_COST_KEYS, 'source'],
  parse: livingCostsFromForm,
  store: storeLivingCosts,
  date: (costs) => costs.validFrom,
});
