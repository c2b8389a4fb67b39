import type { SalaryCase, SalaryInput, TaxType } from '@/lib/salary/calculate';
import { MAX_TAX_PERCENT, parseAmount } from '@/lib/salary/format';
import { isIsoDate, type Situation } from '@/lib/salary/rules';

export type ChildBand = 'age0to6' | 'age7to10' | 'age11to14' | 'age15to18';
export const CHILD_BANDS: readonly ChildBand[] = ['age0to6', 'age7to10', 'age11to14', 'age15to18'];

export interface SalaryFormValues {
  situation: Situation;
  /** As the date field holds it: `YYYY-MM-DD` from a date picker, or typed where there is none. */
  applicationDate: string;
  salary: string;
  taxType: TaxType;
  taxValue: string;
  /** null until the visitor answers: the question has no default. */
  spouse: 'yes' | 'no' | null;
  children: Record<ChildBand, number>;
}

/** The fields' first values; the application date is today's, given by the page. */
export const INITIAL_VALUES: SalaryFormValues = {
  situation: 'first_permit',
  applicationDate: '',
  salary: '',
  taxType: 'amount',
  taxValue: '',
  spouse: null,
  children: { age0to6: 0, age7to10: 0, age11to14: 0, age15to18: 0 },
};

/** Whether two readings of the form hold the same values. */
export function sameFormValues(a: SalaryFormValues, b: SalaryFormValues): boolean {
  return (
    a.situation === b.situation &&
    a.applicationDate === b.applicationDate &&
    a.salary === b.salary &&
    a.taxType === b.taxType &&
    a.taxValue === b.taxValue &&
    a.spouse === b.spouse &&
    CHILD_BANDS.every((band) => a.children[band] === b.children[band])
  );
}

/** The fields whose text is checked (and told when left or on Verify). */
export type SalaryField = 'salary' | 'taxValue' | 'applicationDate';

/** Message keys under SalaryCalculator.errors. */
export type SalaryFieldError =
  | 'salaryNotNumber'
  | 'salaryNegative'
  | 'salaryZero'
  | 'salaryTooLarge'
  | 'taxNotNumber'
  | 'taxNegative'
  | 'taxTooLarge'
  | 'taxPercentTooLarge'
  | 'taxAboveSalary'
  | 'dateInvalid'
  | 'dateTooEarly';

export type AmountReading =
  | { kind: 'empty' }
  | { kind: 'ok'; value: number }
  | { kind: 'negative' | 'notNumber' | 'tooLarge' };

// "32,000", "1.250.000" and "32,000.50": a separator followed by exactly three digits groups
// thousands (money never has three decimals), so English-style typing is not read as 32 kronor.
const GROUPED = /^([1-9]\d{0,2})((?:([,.])\d{3})(?:\3\d{3})*)(?:([,.])(\d{1,2}))?$/;

function ungroup(compact: string): string {
  const match = GROUPED.exec(compact);
  if (!match) return compact;
  const [, head, groups = '', separator, decimalSeparator, decimals] = match;
  if (decimalSeparator && decimalSeparator === separator) return compact;
  const whole = head + groups.split(separator ?? '').join('');
  return decimals ? `${whole}.${decimals}` : whole;
}

/** Reads a typed amount ("32 000", "32000,50", "32 000 kr", "32 000:-", "30 %") or says why not. */
export function readAmount(text: string): AmountReading {
  const compact = text.replace(/\s+/g, '').replace(/(:-|kr\.?|sek|%)$/i, '');
  if (compact === '') return { kind: 'empty' };
  const value = parseAmount(ungroup(compact));
  if (value !== null) return { kind: 'ok', value };
  if (/^[-\u2212\u2013]/.test(compact)) return { kind: 'negative' };
  if (/^\d+(?:[.,]\d+)?$/.test(ungroup(compact))) return { kind: 'tooLarge' };
  return { kind: 'notNumber' };
}

export interface SalaryFormCheck {
  /** The date, salary, tax value and the spouse answer are given (they may still be invalid). */
  complete: boolean;
  /** The parsed salary, when it is a usable number (drives the below-floor hint). */
  salary: number | null;
  /** The situation and the application date, when the date is a real one. */
  salaryCase: SalaryCase | null;
  errors: Partial<Record<SalaryField, SalaryFieldError>>;
  /** Present only when every field is valid. */
  input: SalaryInput | null;
}

/** The message of an amount that is not a usable number, by field. */
const READING_ERRORS = {
  salary: { negative: 'salaryNegative', notNumber: 'salaryNotNumber', tooLarge: 'salaryTooLarge' },
  taxValue: { negative: 'taxNegative', notNumber: 'taxNotNumber', tooLarge: 'taxTooLarge' },
} as const;

export function checkSalaryForm(values: SalaryFormValues): SalaryFormCheck {
  const errors: SalaryFormCheck['errors'] = {};
  const salaryReading = readAmount(values.salary);
  const taxReading = readAmount(values.taxValue);

  let salary: number | null = null;
  if (salaryReading.kind === 'ok') {
    if (salaryReading.value === 0) errors.salary = 'salaryZero';
    else salary = salaryReading.value;
  } else if (salaryReading.kind !== 'empty') {
    errors.salary = READING_ERRORS.salary[salaryReading.kind];
  }

  let tax: number | null = null;
  if (taxReading.kind === 'ok') {
    if (values.taxType === 'percentage' && taxReading.value > MAX_TAX_PERCENT) {
      errors.taxValue = 'taxPercentTooLarge';
    } else if (values.taxType === 'amount' && salary !== null && taxReading.value > salary) {
      errors.taxValue = 'taxAboveSalary';
    } else {
      tax = taxReading.value;
    }
  } else if (taxReading.kind !== 'empty') {
    errors.taxValue = READING_ERRORS.taxValue[taxReading.kind];
  }

  const date = values.applicationDate.trim();
  const salaryCase = isIsoDate(date)
    ? { situation: values.situation, applicationDate: date }
    : null;
  if (date !== '' && !salaryCase) errors.applicationDate = 'dateInvalid';

  const complete =
    date !== '' &&
    salaryReading.kind !== 'empty' &&
    taxReading.kind !== 'empty' &&
    values.spouse !== null;
  const input: SalaryInput | null =
    complete && salaryCase !== null && salary !== null && tax !== null
      ? {
          monthlySalary: salary,
          taxType: values.taxType,
          taxValue: tax,
          hasSpouse: values.spouse === 'yes',
          ...values.children,
        }
      : null;
  return { complete, salary, salaryCase, errors, input };
}
