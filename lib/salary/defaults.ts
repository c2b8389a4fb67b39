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
