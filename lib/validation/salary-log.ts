import * as z from 'zod/mini';
import { MAX_CHILDREN_PER_BAND } from '@/lib/salary/calculate';
import { MAX_MONTHLY_SALARY, MAX_TAX_PERCENT } from '@/lib/salary/format';
import { isIsoDate, SITUATIONS } from '@/lib/salary/rules';
import { languageField } from './fields';

// Sane bounds: anything outside is a 400, never a 500 from a numeric overflow in the database
// (the columns are DECIMAL(12, 2)). Amounts are SEK per month.
const amount = z
  .number({ error: 'number' })
  .check(
    z.minimum(0, { error: 'outOfRange' }),
    z.maximum(MAX_MONTHLY_SALARY, { error: 'outOfRange' }),
  );

const childCount = (max: number) =>
  z
    .number({ error: 'number' })
    .check(
      z.int({ error: 'integer' }),
      z.minimum(0, { error: 'outOfRange' }),
      z.maximum(max, { error: 'outOfRange' }),
    );

/** The situation and the application date, as the public API takes them. */
export const situationField = z.enum(SITUATIONS, { error: 'invalid' });
export const isoDateField = z
  .string({ error: 'date' })
  .check(z.refine((value) => isIsoDate(value), { error: 'date' }));

/** POST /api/log-salary-verification (lib/salary/calculate.ts' salaryLogBody builds it). */
export const salaryLogSchema = z
  .object({
    language: languageField,
    monthlySalary: amount,
    taxType: z.enum(['percentage', 'amount'], { error: 'invalid' }),
    taxValue: amount,
    hasSpouse: z.boolean({ error: 'invalid' }),
    children0to6: childCount(MAX_CHILDREN_PER_BAND),
    // The sum of three bands of 0-5 each.
    children7to17: childCount(3 * MAX_CHILDREN_PER_BAND),
    children18plus: z._default(childCount(MAX_CHILDREN_PER_BAND), 0),
    // The case the rules were applied to. Optional: the spec's body has neither.
    situation: z.optional(situationField),
    applicationDate: z.optional(isoDateField),
  })
  .check(
    z.refine((body) => body.taxType !== 'percentage' || body.taxValue <= MAX_TAX_PERCENT, {
      error: 'outOfRange',
      path: ['taxValue'],
    }),
  );

export type SalaryLog = z.output<typeof salaryLogSchema>;
