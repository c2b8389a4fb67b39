/** @jest-environment node */
import { popupFeatures } from '@/components/sections/salary/tax-guide-link';
import {
  INITIAL_VALUES,
  checkSalaryForm,
  readAmount,
  type SalaryFormValues,
} from '@/components/sections/salary/salary-form';

describe('readAmount', () => {
  it.each([
    ['32 000', 32000],
    ['32000', 32000],
    ['32000,50', 32000.5],
    ['32 000,50 kr', 32000.5],
    ['32\u00a0000', 32000],
    ['32 000 SEK', 32000],
    ['32 000:-', 32000],
    ['30 %', 30],
    ['31,5', 31.5],
    // English-style grouping is thousands, not decimals: money never has three decimals.
    ['32,000', 32000],
    ['1,250,000', 1250000],
    ['32,000.50', 32000.5],
    ['32.000,50', 32000.5],
    ['0,500', 0.5],
    ['0', 0],
  ])('reads %p as %p', (text, value) => {
    expect(readAmount(text)).toEqual({ kind: 'ok', value });
  });

  it.each([
    ['', 'empty'],
    ['   ', 'empty'],
    ['-5000', 'negative'],
    ['−5 000', 'negative'],
    ['abc', 'notNumber'],
    ['32 000 euro', 'notNumber'],
    ['1e6', 'notNumber'],
    ['32,000,50', 'notNumber'],
    ['20 000 000', 'tooLarge'],
    ['99999999999', 'tooLarge'],
  ])('classifies %p as %p', (text, kind) => {
    expect(readAmount(text)).toEqual({ kind });
  });
});

// The page fills in the application date (today in Stockholm when it was rendered).
const values = (over: Partial<SalaryFormValues>): SalaryFormValues => ({
  ...INITIAL_VALUES,
  applicationDate: '2026-11-28',
  ...over,
});

describe('checkSalaryForm', () => {
  it('is incomplete until the date, salary, tax value and the spouse answer are given', () => {
    expect(checkSalaryForm(INITIAL_VALUES).complete).toBe(false);
    expect(
      checkSalaryForm(
        values({ applicationDate: '', salary: '35 000', taxValue: '9 000', spouse: 'no' }),
      ).complete,
    ).toBe(false);
    expect(checkSalaryForm(values({ salary: '35 000', taxValue: '9 000' })).complete).toBe(false);
    expect(checkSalaryForm(values({ salary: '35 000', spouse: 'no' })).complete).toBe(false);
    expect(checkSalaryForm(values({ taxValue: '9 000', spouse: 'no' })).complete).toBe(false);
    const done = checkSalaryForm(values({ salary: '35 000', taxValue: '9 000', spouse: 'no' }));
    expect(done.complete).toBe(true);
    expect(done.errors).toEqual({});
    expect(done.salaryCase).toEqual({ situation: 'first_permit', applicationDate: '2026-11-28' });
    expect(done.input).toEqual({
      monthlySalary: 35000,
      taxType: 'amount',
      taxValue: 9000,
      hasSpouse: false,
      age0to6: 0,
      age7to10: 0,
      age11to14: 0,
      age15to18: 0,
    });
  });

  it('an impossible date is an error of its own, and gives no case and no input', () => {
    const check = checkSalaryForm(
      values({
        situation: 'extension',
        applicationDate: '2026-02-30',
        salary: '35 000',
        taxValue: '9 000',
        spouse: 'no',
      }),
    );
    expect(check.complete).toBe(true);
    expect(check.errors).toEqual({ applicationDate: 'dateInvalid' });
    expect(check.salaryCase).toBeNull();
    expect(check.input).toBeNull();
    expect(
      checkSalaryForm(values({ situation: 'extension', applicationDate: ' 2026-12-15 ' }))
        .salaryCase,
    ).toEqual({ situation: 'extension', applicationDate: '2026-12-15' });
  });

  it('counts a filled but invalid field as given, and gives no input', () => {
    const check = checkSalaryForm(values({ salary: 'abc', taxValue: '9 000', spouse: 'yes' }));
    expect(check.complete).toBe(true);
    expect(check.input).toBeNull();
    expect(check.errors).toEqual({ salary: 'salaryNotNumber' });
  });

  it.each<[Partial<SalaryFormValues>, SalaryFormValues['taxType'] | undefined, object]>([
    [
      { salary: '-1', taxValue: '-1' },
      'amount',
      { salary: 'salaryNegative', taxValue: 'taxNegative' },
    ],
    [{ salary: '0', taxValue: '0' }, 'amount', { salary: 'salaryZero' }],
    [
      { salary: '20 000 000', taxValue: '20 000 000' },
      'amount',
      { salary: 'salaryTooLarge', taxValue: 'taxTooLarge' },
    ],
    [{ salary: '35 000', taxValue: '40 000' }, 'amount', { taxValue: 'taxAboveSalary' }],
    [{ salary: '35 000', taxValue: '101' }, 'percentage', { taxValue: 'taxPercentTooLarge' }],
    [{ salary: '35 000', taxValue: 'x' }, 'percentage', { taxValue: 'taxNotNumber' }],
  ])('%p with %p tax gives %p', (over, taxType, errors) => {
    const check = checkSalaryForm(values({ ...over, taxType, spouse: 'no' }));
    expect(check.errors).toEqual(errors);
    expect(check.input).toBeNull();
  });

  it('passes the tax type, the spouse answer and the child counts through', () => {
    const check = checkSalaryForm(
      values({
        salary: '40 000',
        taxType: 'percentage',
        taxValue: '31',
        spouse: 'yes',
        children: { age0to6: 2, age7to10: 0, age11to14: 1, age15to18: 2 },
      }),
    );
    expect(check.input).toEqual({
      monthlySalary: 40000,
      taxType: 'percentage',
      taxValue: 31,
      hasSpouse: true,
      age0to6: 2,
      age7to10: 0,
      age11to14: 1,
      age15to18: 2,
    });
  });
});

describe('popupFeatures', () => {
  it('uses 90% x 80% of a screen narrower than 768 px, centred', () => {
    expect(popupFeatures({ width: 400, height: 800 })).toBe(
      'popup=yes,width=360,height=640,left=20,top=80,scrollbars=yes,resizable=yes',
    );
  });

  it('uses 50% x 75% of a wider screen, centred', () => {
    expect(popupFeatures({ width: 1920, height: 1080 })).toBe(
      'popup=yes,width=960,height=810,left=480,top=135,scrollbars=yes,resizable=yes',
    );
    expect(popupFeatures({ width: 768, height: 1024 })).toContain('width=384,height=768');
  });
});
