'use server';

import { getLocale } from 'next-intl/server';
import { headers } from 'next/headers';
import { checkLeadSubmission } from '@/lib/api/guard';
import { getDb } from '@/lib/db/client';
import { logSalaryVerification } from '@/lib/leads/salary';
import { log } from '@/lib/log';
import {
  calculateSalary,
  salaryLogBody,
  type SalaryInput,
  type SalaryResult,
} from '@/lib/salary/calculate';
import { readRules } from '@/lib/salary/read';
import type { IsoDate } from '@/lib/salary/rules';
import {
  appliedParameters,
  applicableRules,
  earliestApplicationDate,
  type AppliedRules,
} from '@/lib/salary/select';
import { salaryLogSchema } from '@/lib/validation/salary-log';
import { valuesFromFormData } from './read-form';
import { checkSalaryForm, type SalaryFormValues } from './salary-form';

// The calculator's answer when its form is posted without JavaScript (or before the script has
// run): the page comes back with what was typed and, when it is complete and valid, the result
// from the rules for its situation and application date (the same selection the browser makes,
// lib/salary/select.ts), and the verification is logged as the script would log it. With
// JavaScript the calculator answers in the browser and never calls this.

/** The server's answer; `{}` before any post (a plain object: the page-post gate's rule). */
export interface ServedVerification {
  /** What was posted, as the fields show it again. */
  values?: SalaryFormValues;
  /** Present when the form was complete and valid and the calculation could run. */
  outcome?: { input: SalaryInput; result: SalaryResult; applied: AppliedRules };
  /**
   * Why there is no result beyond the fields' own errors: a required answer is missing, the
   * rules could not be read, the application date lies before every rule (`earliest` says
   * from when), or the post was refused (another site, the rate limit).
   */
  failed?: 'incomplete' | 'unavailable' | 'tooEarly' | 'refused';
  earliest?: IsoDate;
}

export async function verifySalary(
  _: ServedVerification,
  formData: FormData,
): Promise<ServedVerification> {
  const values = valuesFromFormData(formData);
  const { complete, input, salaryCase } = checkSalaryForm(values);
  if (!complete) return { values, failed: 'incomplete' };
  if (!input || !salaryCase) return { values };
  const verdict = await checkLeadSubmission(await headers(), {
    route: 'log-salary-verification',
    honeypot: null,
  });
  if (verdict !== 'ok') return { values, failed: 'refused' };
  // One of routing.locales: lib/i18n/request.ts falls back to the default for any other.
  const locale = await getLocale();
  try {
    const rules = await readRules(await getDb());
    const applied = applicableRules(rules, salaryCase.situation, salaryCase.applicationDate);
    if (!applied) {
      const earliest = earliestApplicationDate(rules, salaryCase.situation) ?? undefined;
      return { values, failed: 'tooEarly', earliest };
    }
    const result = calculateSalary(input, appliedParameters(applied));
    const body = salaryLogSchema.safeParse(salaryLogBody(input, locale, salaryCase));
    // The log is statistics: a failure to write it never withholds the answer.
    if (body.success) {
      await logSalaryVerification(body.data).catch((error: unknown) =>
        log.error('salary.verify.log_failed', { error }),
      );
    }
    return { values, outcome: { input, result, applied } };
  } catch (error) {
    log.error('salary.verify.failed', { error });
    return { values, failed: 'unavailable' };
  }
}
