export {
  SALARY_PARAMETER_KEYS,
  DEFAULT_SALARY_PARAMETERS,
  resolveSalaryParameters,
  salaryFloor,
  type SalaryParameterKey,
  type SalaryParameters,
  type SalaryParameterRow,
  type SalaryParameterSource,
  type SalaryParameterValue,
} from './defaults';
export {
  calculateSalary,
  salaryLogBody,
  MAX_CHILDREN_PER_BAND,
  WARNING_REMAINING_THRESHOLD,
  type SalaryInput,
  type SalaryResult,
  type SalaryStatus,
  type SalaryErrorReason,
  type SalaryLogBody,
  type TaxType,
} from './calculate';
export { parseAmount, formatSek, MAX_MONTHLY_SALARY, MAX_TAX_PERCENT } from './format';
