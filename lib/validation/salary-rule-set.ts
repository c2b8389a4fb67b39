import * as z from 'zod/mini';
import { SALARY_PARAMETER_KEYS, type SalaryParameterKey } from '@/lib/salary/defaults';
import { MAX_MONTHLY_SALARY } from '@/lib/salary/format';
import { isIsoDate } from '@/lib/salary/rule-sets';
import { MAX_LENGTH } from './constants';
import './fields';

// A new salary rule set as staff enter it (the `salary:rules` script, the back office): the date
// it takes effect, where the figures come from, and any of the eight values. A value left out is
// carried over from the set before it (lib/salary/rule-set-store.ts).

const percentage = z
  .number({ error: 'number' })
  .check(z.minimum(1, { error: 'outOfRange' }), z.maximum(100, { error: 'outOfRange' }));
const amount = z
  .number({ error: 'number' })
  .check(z.gt(0, { error: 'outOfRange' }), z.maximum(MAX_MONTHLY_SALARY, { error: 'outOfRange' }));

const parameterShape = Object.fromEntries(
  SALARY_PARAMETER_KEYS.map((key) => [
    key,
    z.optional(key === 'percentage_requirement' ? percentage : amount),
  ]),
) as Record<SalaryParameterKey, z.ZodMiniOptional<z.ZodMiniNumber>>;

export const salaryRuleSetInputSchema = z.object({
  validFrom: z
    .string({ error: 'required' })
    .check(z.refine((value) => isIsoDate(value), { error: 'date' })),
  source: z
    .string({ error: 'required' })
    .check(
      z.trim(),
      z.minLength(1, { error: 'required' }),
      z.maxLength(MAX_LENGTH.short, { error: 'tooLong' }),
    ),
  parameters: z.object(parameterShape),
});

export type SalaryRuleSetInput = z.output<typeof salaryRuleSetInputSchema>;
