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

export type SalaryParameterValue = number | string | null | undefined;

export interface SalaryParameterRow {
  parameter_key: string;
  parameter_value: SalaryParameterValue;
}

export type SalaryParameterSource =
  readonly SalaryParameterRow[] | Partial<Record<string, SalaryParameterValue>> | null | undefined;

function isKey(key: string): key is SalaryParameterKey {
  return (SALARY_PARAMETER_KEYS as readonly string[]).includes(key);
}

// Database values may arrive as strings (e.g. Decimal columns); 0, '', null and NaN mean "not set".
function toValue(value: SalaryParameterValue): number | null {
  if (value === null || value === undefined || value === '') return null;
  const n = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(n) && n !== 0 ? n : null;
}

export function resolveSalaryParameters(source: SalaryParameterSource): SalaryParameters {
  const resolved: SalaryParameters = { ...DEFAULT_SALARY_PARAMETERS };
  if (!source) return resolved;
  const entries: [string, SalaryParameterValue][] = Array.isArray(source)
    ? (source as readonly SalaryParameterRow[]).map((row) => [
        row.parameter_key,
        row.parameter_value,
      ])
    : Object.entries(source);
  for (const [key, raw] of entries) {
    const value = toValue(raw);
    if (isKey(key) && value !== null) resolved[key] = value;
  }
  return resolved;
}

export function salaryFloor(params: SalaryParameters): number {
  return (params.median_salary_sweden * params.percentage_requirement) / 100;
}
