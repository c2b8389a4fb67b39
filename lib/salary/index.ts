export { SALARY_PARAMETER_KEYS, DEFAULT_SALARY_PARAMETERS, salaryFloor } from './defaults';
export {
  calculateSalary,
  salaryLogBody,
  MAX_CHILDREN_PER_BAND,
  type SalaryInput,
  type SalaryResult,
  type SalaryStatus,
  type SalaryLogBody,
  type SalaryCase,
  type TaxType,
} from './calculate';
export { parseAmount, formatSek, MAX_MONTHLY_SALARY, MAX_TAX_PERCENT } from './format';
