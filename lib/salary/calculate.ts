import type { Locale } from 'next-intl';
import type { SalaryLog } from '@/lib/validation/salary-log';
import type { IsoDate, Situation } from './rules';

export const SALARY_PARAMETER_KEYS = [
  'median_salary_sweden',
  'percentage_requirement',
  'single_adult_remaining',
  'couples_remaining',
  'children_0_6_remaining',
  'children_7_10_remaining',
  'children_11_14_remaining',
  'children_15_17_remaining',
] as const;

export type SalaryParameterKey = (typeof SALARY_PARAMETER_KEYS)[number];

/** SEK per month, except percentage_requirement (percent of the median). */
export type SalaryParameters = Record<SalaryParameterKey, number>;

export const DEFAULT_SALARY_PARAMETERS: Readonly<SalaryParameters> = Object.freeze({
  median_salary_sweden: 37100,
  percentage_requirement: 80,
  single_adult_remaining: 6186,
  couples_remaining: 10219,
  children_0_6_remaining: 3306,
  children_7_10_remaining: 3967,
  children_11_14_remaining: 4629,
  children_15_17_remaining: 5290,
});

export function salaryFloor(params: SalaryParameters): number {
  return (params.median_salary_sweden * params.percentage_requirement) / 100;
}

export type TaxType = 'percentage' | 'amount';
export type SalaryStatus = 'success' | 'warning' | 'error';
export type SalaryErrorReason = 'belowFloor' | 'negativeRemaining';

export const MAX_CHILDREN_PER_BAND = 5;
/** Below this remaining amount (SEK/month) the result is a warning rather than success. */
export const WARNING_REMAINING_THRESHOLD = 500;

export interface SalaryInput {
  monthlySalary: number;
  /** Defaults to 'amount'. */
  taxType?: TaxType;
  /** Percent of the salary for 'percentage', SEK per month for 'amount'. */
  taxValue: number;
  hasSpouse: boolean;
  age0to6: number;
  age7to10: number;
  age11to14: number;
  /** Labelled 15-18 in the form, but priced with children_15_17_remaining. */
  age15to18: number;
}

export interface SalaryResult {
  status: SalaryStatus;
  reason?: SalaryErrorReason;
  floor: number;
  tax: number;
  livingCosts: number;
  /** Unrounded: the maximum monthly rent (or equivalent) the salary leaves room for. */
  remaining: number;
}

export function calculateSalary(
  input: SalaryInput,
  params: SalaryParameters = DEFAULT_SALARY_PARAMETERS,
): SalaryResult {
  const floor = salaryFloor(params);
  const salary = input.monthlySalary;
  const tax =
    (input.taxType ?? 'amount') === 'percentage' ? (salary * input.taxValue) / 100 : input.taxValue;
  const livingCosts =
    (input.hasSpouse ? params.couples_remaining : params.single_adult_remaining) +
    input.age0to6 * params.children_0_6_remaining +
    input.age7to10 * params.children_7_10_remaining +
    input.age11to14 * params.children_11_14_remaining +
    input.age15to18 * params.children_15_17_remaining;
  const remaining = salary - tax - livingCosts;
  const amounts = { floor, tax, livingCosts, remaining };

  if (salary < floor) return { status: 'error', reason: 'belowFloor', ...amounts };
  if (remaining < 0) return { status: 'error', reason: 'negativeRemaining', ...amounts };
  if (remaining < WARNING_REMAINING_THRESHOLD) return { status: 'warning', ...amounts };
  return { status: 'success', ...amounts };
}

/** The question the rules were applied to: the situation and the application date. */
export interface SalaryCase {
  situation: Situation;
  applicationDate: IsoDate;
}

/** The body of POST /api/log-salary-verification for one calculation. */
export function salaryLogBody(
  input: SalaryInput,
  language: Locale,
  { situation, applicationDate }: SalaryCase,
): SalaryLog {
  return {
    language,
    monthlySalary: input.monthlySalary,
    taxType: input.taxType ?? 'amount',
    taxValue: input.taxValue,
    hasSpouse: input.hasSpouse,
    children0to6: input.age0to6,
    children7to17: input.age7to10 + input.age11to14 + input.age15to18,
    // The form has no 18+ band; the log schema still expects the field.
    children18plus: 0,
    situation,
    applicationDate,
  };
}
