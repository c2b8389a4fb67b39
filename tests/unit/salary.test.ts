/** @jest-environment node */
import fc from 'fast-check';
import {
  DEFAULT_SALARY_PARAMETERS,
  SALARY_PARAMETER_KEYS,
  calculateSalary,
  salaryFloor,
  salaryLogBody,
  type SalaryInput,
} from '@/lib/salary/calculate';
import { MAX_MONTHLY_SALARY, MAX_TAX_PERCENT, formatSek, parseAmount } from '@/lib/salary/format';
import { FUZZ_SEED } from '../helpers/fuzz';

const base: SalaryInput = {
  monthlySalary: 40000,
  taxType: 'amount',
  taxValue: 10000,
  hasSpouse: false,
  age0to6: 0,
  age7to10: 0,
  age11to14: 0,
  age15to18: 0,
};
const calc = (over: Partial<SalaryInput>) =>
  calculateSalary({ ...base, ...over }, DEFAULT_SALARY_PARAMETERS);

const DEFAULTS: [string, number][] = [
  ['median_salary_sweden', 37100],
  ['percentage_requirement', 80],
  ['single_adult_remaining', 6186],
  ['couples_remaining', 10219],
  ['children_0_6_remaining', 3306],
  ['children_7_10_remaining', 3967],
  ['children_11_14_remaining', 4629],
  ['children_15_17_remaining', 5290],
];

describe('parameters', () => {
  it('has the eight documented defaults', () => {
    expect(SALARY_PARAMETER_KEYS).toEqual(DEFAULTS.map(([key]) => key));
    expect(DEFAULT_SALARY_PARAMETERS).toEqual(Object.fromEntries(DEFAULTS));
  });
});

describe('salaryFloor', () => {
  it('is median x percentage / 100', () => {
    expect(salaryFloor(DEFAULT_SALARY_PARAMETERS)).toBe(29680);
    const custom = {
      ...DEFAULT_SALARY_PARAMETERS,
      median_salary_sweden: 40000,
      percentage_requirement: 75,
    };
    expect(salaryFloor(custom)).toBe(30000);
    expect(calculateSalary({ ...base, monthlySalary: 29999 }, custom).reason).toBe('belowFloor');
  });
});

describe('calculateSalary', () => {
  it('uses the tax amount as given (also the default tax type)', () => {
    expect(calc({})).toEqual({
      status: 'success',
      floor: 29680,
      tax: 10000,
      livingCosts: 6186,
      remaining: 23814,
    });
    expect(calc({ taxType: undefined }).tax).toBe(10000);
  });

  it('applies a percentage tax to the salary', () => {
    expect(calc({ taxType: 'percentage', taxValue: 30 })).toMatchObject({
      tax: 12000,
      remaining: 21814,
    });
  });

  it('keeps fractional results of a percentage tax unrounded', () => {
    const result = calc({ monthlySalary: 33333, taxType: 'percentage', taxValue: 31.5 });
    expect(result.tax).toBeCloseTo(10499.895, 9);
    expect(result.remaining).toBeCloseTo(16647.105, 9);
  });

  it('uses the couples amount with a spouse', () => {
    expect(calc({ hasSpouse: true })).toMatchObject({ livingCosts: 10219, remaining: 19781 });
  });

  it.each([
    ['age0to6', 9492],
    ['age7to10', 10153],
    ['age11to14', 10815],
    ['age15to18', 11476],
  ] as const)('adds the band amount for one child in %s', (band, livingCosts) => {
    expect(calc({ [band]: 1 }).livingCosts).toBe(livingCosts);
  });

  it('multiplies counts and prices 15-18 with children_15_17_remaining', () => {
    expect(
      calc({ hasSpouse: true, age0to6: 2, age7to10: 1, age11to14: 1, age15to18: 3 }).livingCosts,
    ).toBe(41297);
    const params = { ...DEFAULT_SALARY_PARAMETERS, children_15_17_remaining: 6000 };
    expect(calculateSalary({ ...base, age15to18: 1 }, params).livingCosts).toBe(12186);
  });

  it('treats the floor itself as enough', () => {
    expect(calc({ monthlySalary: 29679, taxValue: 0 })).toMatchObject({
      status: 'error',
      reason: 'belowFloor',
    });
    expect(calc({ monthlySalary: 29680, taxValue: 0 })).toMatchObject({
      status: 'success',
      remaining: 23494,
    });
  });

  it('reports belowFloor before a negative remaining', () => {
    expect(calc({ monthlySalary: 29679, taxValue: 30000 }).reason).toBe('belowFloor');
  });

  // 40000 - 6186 = 33814 before tax, so the tax amount sets the remaining exactly.
  it.each([
    [33815, -1, 'error', 'negativeRemaining'],
    [33814, 0, 'warning', undefined],
    [33315, 499, 'warning', undefined],
    [33314, 500, 'success', undefined],
  ])('tax %d leaves %d: %s', (taxValue, remaining, status, reason) => {
    const result = calc({ taxValue });
    expect(result.remaining).toBe(remaining);
    expect(result.status).toBe(status);
    expect(result.reason).toBe(reason);
  });
});

describe('parseAmount', () => {
  it.each([
    ['32 000', 32000],
    ['32\u00a0000', 32000],
    ['32\u202f000', 32000],
    ['32000,50', 32000.5],
    ['32000.5', 32000.5],
    [' 32 000 kr ', 32000],
    ['32000SEK', 32000],
    ['31,5 %', 31.5],
    ['0', 0],
    ['10 000 000', 10000000],
  ])('parses %j as %d', (text, value) => {
    expect(parseAmount(text)).toBe(value);
  });

  it.each(['', '   ', 'abc', '-5', '10 000 001', '1e5', '1.234,5', 'kr'])('rejects %j', (text) => {
    expect(parseAmount(text)).toBeNull();
  });

  it('exposes the bounds', () => {
    expect(MAX_MONTHLY_SALARY).toBe(10000000);
    expect(MAX_TAX_PERCENT).toBe(100);
  });
});

describe('formatSek', () => {
  it('formats whole kronor per locale', () => {
    expect(formatSek(29680, 'sv')).toBe('29\u00a0680');
    expect(formatSek(29680, 'en')).toBe('29,680');
    expect(formatSek(1234567, 'sv')).toBe('1\u00a0234\u00a0567');
    expect(formatSek(-1234, 'sv')).toBe('\u22121\u00a0234');
  });

  it('rounds to the nearest krona without a negative zero', () => {
    expect(formatSek(16647.105, 'en')).toBe('16,647');
    expect(formatSek(16647.5, 'en')).toBe('16,648');
    expect(formatSek(-0.3, 'sv')).toBe('0');
  });

  // formatSek writes the separators itself (no Intl at hydration); the platform stays the
  // reference: the server rendered these numbers with Intl before, and people read them as such.
  it('writes every amount exactly as Intl.NumberFormat does', () => {
    const intl = {
      sv: new Intl.NumberFormat('sv-SE', { maximumFractionDigits: 0 }),
      en: new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 }),
    };
    const amount = fc.oneof(
      fc.double({ min: -2 * MAX_MONTHLY_SALARY, max: 2 * MAX_MONTHLY_SALARY, noNaN: true }),
      fc.integer({ min: -99_999, max: 99_999 }),
      fc.maxSafeInteger(),
      fc.constantFrom(0, -0, 999, 1000, -1000, 999_999, 1_000_000, Number.MAX_SAFE_INTEGER, 1e21),
    );
    fc.assert(
      fc.property(amount, fc.constantFrom('sv' as const, 'en' as const), (value, locale) => {
        expect(formatSek(value, locale)).toBe(intl[locale].format(Math.round(value) || 0));
      }),
      { seed: FUZZ_SEED, numRuns: 2000 },
    );
  });
});

describe('salaryLogBody', () => {
  const salaryCase = { situation: 'extension' as const, applicationDate: '2026-12-15' };
  it('sums the 7-17 bands, always sends children18plus 0, and names the case', () => {
    const input = { ...base, taxType: 'percentage' as const, taxValue: 31.5, hasSpouse: true };
    expect(
      salaryLogBody(
        { ...input, age0to6: 2, age7to10: 1, age11to14: 3, age15to18: 4 },
        'sv',
        salaryCase,
      ),
    ).toEqual({
      language: 'sv',
      monthlySalary: 40000,
      taxType: 'percentage',
      taxValue: 31.5,
      hasSpouse: true,
      children0to6: 2,
      children7to17: 8,
      children18plus: 0,
      situation: 'extension',
      applicationDate: '2026-12-15',
    });
    expect(salaryLogBody({ ...base, taxType: undefined }, 'en', salaryCase)).toMatchObject({
      language: 'en',
      taxType: 'amount',
    });
  });
});
