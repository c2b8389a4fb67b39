import {
  DEFAULT_RULE_SET,
  SEED_RULE_SETS,
  isIsoDate,
  ruleSetInForce,
  stockholmDate,
} from '@/lib/salary/rule-sets';
import { calculateSalary, resolveSalaryParameters, salaryFloor } from '@/lib/salary';

const sets = [
  { validFrom: '2026-06-01', name: 'june' },
  { validFrom: '2025-09-01', name: 'september' },
  { validFrom: '2027-01-01', name: 'future' },
];

describe('ruleSetInForce', () => {
  test.each([
    ['2025-08-31', null],
    ['2025-09-01', 'september'],
    ['2026-05-31', 'september'],
    ['2026-06-01', 'june'],
    ['2026-06-02', 'june'],
    ['2026-12-31', 'june'],
    ['2027-01-01', 'future'],
  ])('on %s the set in force is %s', (today, expected) => {
    expect(ruleSetInForce(sets, today)?.name ?? null).toBe(expected);
  });

  test('no sets, no set in force', () => {
    expect(ruleSetInForce([], '2026-06-01')).toBeNull();
  });
});

describe('stockholmDate: rules change at midnight Swedish time', () => {
  test.each([
    // Summer time (CEST, UTC+2): midnight of 1 June 2026 is 22:00 UTC the day before.
    ['2026-05-31T21:59:59.999Z', '2026-05-31'],
    ['2026-05-31T22:00:00.000Z', '2026-06-01'],
    // Winter time (CET, UTC+1): midnight of 1 January 2027 is 23:00 UTC.
    ['2026-12-31T22:59:59.999Z', '2026-12-31'],
    ['2026-12-31T23:00:00.000Z', '2027-01-01'],
    // The day the clocks go back (25 October 2026): still one calendar day.
    ['2026-10-25T00:30:00.000Z', '2026-10-25'],
    ['2026-10-25T22:59:00.000Z', '2026-10-25'],
  ])('%s is %s in Stockholm', (instant, day) => {
    expect(stockholmDate(new Date(instant))).toBe(day);
  });

  test('with the seed sets, the 90 % floor applies from midnight on 1 June 2026', () => {
    const inForce = (instant: string) =>
      ruleSetInForce(SEED_RULE_SETS, stockholmDate(new Date(instant)));
    expect(inForce('2026-05-31T21:59:59Z')?.parameters.percentage_requirement).toBe(80);
    expect(inForce('2026-05-31T22:00:00Z')?.parameters.percentage_requirement).toBe(90);
  });
});

describe('the seed sets', () => {
  test('2025: 80 % of 37 100 = 29 680; June 2026: 90 % = 33 390', () => {
    const [september, june] = SEED_RULE_SETS;
    expect(salaryFloor(resolveSalaryParameters(september?.parameters))).toBe(29680);
    expect(salaryFloor(resolveSalaryParameters(june?.parameters))).toBe(33390);
  });

  test('a 30 000 kr salary with no family passes under 2025 rules and is refused under 2026 rules', () => {
    const input = {
      monthlySalary: 30000,
      taxValue: 7000,
      hasSpouse: false,
      age0to6: 0,
      age7to10: 0,
      age11to14: 0,
      age15to18: 0,
    };
    const [september, june] = SEED_RULE_SETS;
    expect(calculateSalary(input, resolveSalaryParameters(september?.parameters)).status).toBe(
      'success',
    );
    expect(calculateSalary(input, resolveSalaryParameters(june?.parameters))).toMatchObject({
      status: 'error',
      reason: 'belowFloor',
      floor: 33390,
    });
  });

  test('the built-in default set is the spec figures, dated 2025-09-01', () => {
    expect(DEFAULT_RULE_SET.validFrom).toBe('2025-09-01');
    expect(salaryFloor(resolveSalaryParameters(DEFAULT_RULE_SET.parameters))).toBe(29680);
  });
});

test('isIsoDate accepts real calendar dates only', () => {
  expect(isIsoDate('2026-06-01')).toBe(true);
  expect(isIsoDate('2028-02-29')).toBe(true);
  expect(isIsoDate('2026-02-30')).toBe(false);
  expect(isIsoDate('2026-6-1')).toBe(false);
  expect(isIsoDate('01/06/2026')).toBe(false);
});
