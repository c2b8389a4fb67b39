import { salaryLogBody } from '@/lib/salary/calculate';
import { salaryLogSchema } from '@/lib/validation/salary-log';
import { errorsOf, without } from './helpers';

const body = salaryLogBody(
  {
    monthlySalary: 32000,
    taxType: 'amount',
    taxValue: 9000,
    hasSpouse: false,
    age0to6: 0,
    age7to10: 5,
    age11to14: 5,
    age15to18: 5,
  },
  'sv',
  { situation: 'first_permit', applicationDate: '2026-11-28' },
);

test("accepts exactly what lib/salary's salaryLogBody builds, including 15 children aged 7-17", () => {
  expect(salaryLogSchema.parse(body)).toEqual(body);
});

test('children18plus defaults to 0', () => {
  expect(salaryLogSchema.parse(without(body, 'children18plus')).children18plus).toBe(0);
});

test("the spec's body, without the situation and the application date, is still taken", () => {
  const spec = without(without(body, 'situation'), 'applicationDate');
  expect(salaryLogSchema.parse(spec)).toEqual(spec);
});

test.each([
  [{ monthlySalary: -0.01 }, { monthlySalary: 'outOfRange' }],
  [{ monthlySalary: 10_000_000.01 }, { monthlySalary: 'outOfRange' }],
  [{ monthlySalary: '32000' }, { monthlySalary: 'number' }],
  [{ taxValue: Number.POSITIVE_INFINITY }, { taxValue: 'number' }],
  [{ taxValue: Number.NaN }, { taxValue: 'number' }],
  [{ taxType: 'percentage', taxValue: 100.5 }, { taxValue: 'outOfRange' }],
  [{ taxType: 'gross' }, { taxType: 'invalid' }],
  [{ hasSpouse: 1 }, { hasSpouse: 'invalid' }],
  [{ children0to6: 6 }, { children0to6: 'outOfRange' }],
  [{ children7to17: 2.5 }, { children7to17: 'integer' }],
  [{ children18plus: 99 }, { children18plus: 'outOfRange' }],
  [{ situation: 'renewal' }, { situation: 'invalid' }],
  [{ applicationDate: '2026-02-30' }, { applicationDate: 'date' }],
  [{ applicationDate: 20261215 }, { applicationDate: 'date' }],
])('%j -> %j', (patch, expected) => {
  expect(errorsOf(salaryLogSchema, { ...body, ...patch })).toEqual(expected);
});

test('100 % tax is the upper bound for percentages', () => {
  expect(errorsOf(salaryLogSchema, { ...body, taxType: 'percentage', taxValue: 100 })).toEqual({});
});
