import * as z from 'zod/mini';
import { MAX_MONTHLY_SALARY } from '@/lib/salary/format';
import { isIsoDate, isIsoMonth, LIVING_COST_KEYS, SITUATIONS } from '@/lib/salary/rules';
import { MAX_LENGTH } from './constants';
import './fields';

// The salary rules as staff enter them (the back office, `npm run salary:rules`): a median, a
// percentage rule for one situation and a period of application dates, the six living-cost
// amounts. Each with the date it applies from and where the figures come from.

const date = z
  .string({ error: 'required' })
  .check(z.refine((value) => isIsoDate(value), { error: 'date' }));
const month = z
  .string({ error: 'required' })
  .check(z.refine((value) => isIsoMonth(value), { error: 'date' }));
const amount = z
  .number({ error: 'number' })
  .check(z.gt(0, { error: 'outOfRange' }), z.maximum(MAX_MONTHLY_SALARY, { error: 'outOfRange' }));
const source = z
  .string({ error: 'required' })
  .check(
    z.trim(),
    z.minLength(1, { error: 'required' }),
    z.maxLength(MAX_LENGTH.short, { error: 'tooLong' }),
  );

export const medianInputSchema = z.object({
  validFrom: date,
  amount,
  publishedMonth: month,
  source,
});

export const percentageRuleInputSchema = z
  .object({
    situation: z.enum(SITUATIONS, { error: 'required' }),
    firstDay: date,
    lastDay: z.nullable(date),
    percentage: z
      .number({ error: 'number' })
      .check(z.minimum(1, { error: 'outOfRange' }), z.maximum(100, { error: 'outOfRange' })),
    source,
  })
  .check(
    z.refine((rule) => rule.lastDay === null || rule.lastDay >= rule.firstDay, {
      error: 'outOfRange',
      path: ['lastDay'],
    }),
  );

export const livingCostsInputSchema = z.object({
  validFrom: date,
  amounts: z.object(
    Object.fromEntries(LIVING_COST_KEYS.map((key) => [key, amount])) as Record<
      (typeof LIVING_COST_KEYS)[number],
      typeof amount
    >,
  ),
  source,
});
