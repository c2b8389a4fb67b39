/** @jest-environment node */
import fc from 'fast-check';
import { calculateSalary } from '@/lib/salary/calculate';
import {
  DEFAULT_RULES,
  SPEC_LIVING_COSTS,
  addDays,
  isIsoDate,
  stockholmDate,
  withDefaults,
  type IsoDate,
  type SalaryRules,
  type Situation,
} from '@/lib/salary/rules';
import { SEED_SALARY_RULES } from '@/lib/salary/seed-rules';
import { appliedParameters, applicableRules, earliestApplicationDate } from '@/lib/salary/select';
import { ruleWarnings, warningKey } from '@/lib/salary/warnings';
import { FUZZ_SEED } from '../helpers/fuzz';

const rules = SEED_SALARY_RULES;

describe('which rules apply (lib/salary/select.ts), with the seed rules', () => {
  // [date, situation, median, percentage, floor, basis date, newer median expected]
  test.each<[IsoDate, Situation, number, number, number, IsoDate, boolean]>([
    ['2025-09-01', 'first_permit', 37100, 80, 29680, '2025-09-01', false],
    // Both sides of 1 June 2026: first permits go to 90 %, extensions stay at 80 %.
    ['2026-05-31', 'first_permit', 37100, 80, 29680, '2025-09-01', false],
    ['2026-05-31', 'extension', 37100, 80, 29680, '2025-09-01', false],
    ['2026-06-01', 'first_permit', 37100, 90, 33390, '2026-06-01', false],
    ['2026-06-01', 'extension', 37100, 80, 29680, '2026-06-01', false],
    // Both sides of 16 June 2026: the median published in June 2026.
    ['2026-06-15', 'first_permit', 37100, 90, 33390, '2026-06-01', false],
    ['2026-06-15', 'extension', 37100, 80, 29680, '2026-06-01', false],
    ['2026-06-16', 'first_permit', 38300, 90, 34470, '2026-06-16', false],
    ['2026-06-16', 'extension', 38300, 80, 30640, '2026-06-16', false],
    ['2026-11-28', 'first_permit', 38300, 90, 34470, '2026-06-16', false],
    ['2026-11-28', 'extension', 38300, 80, 30640, '2026-06-16', false],
    // Both sides of 1 December 2026: the end of the extensions' transition.
    ['2026-11-30', 'extension', 38300, 80, 30640, '2026-06-16', false],
    ['2026-12-01', 'extension', 38300, 90, 34470, '2026-12-01', false],
    ['2026-12-01', 'first_permit', 38300, 90, 34470, '2026-06-16', false],
    ['2026-12-15', 'extension', 38300, 90, 34470, '2026-12-01', false],
    // Past the last median: the latest is used, and from 20 June 2027 a newer one is expected.
    ['2027-06-19', 'first_permit', 38300, 90, 34470, '2026-06-16', false],
    ['2027-06-20', 'first_permit', 38300, 90, 34470, '2026-06-16', true],
    ['2030-01-15', 'extension', 38300, 90, 34470, '2026-12-01', true],
  ])('%s, %s: %d x %d %% = %d (basis %s)', (date, situation, median, pct, floor, basis, newer) => {
    const applied = applicableRules(rules, situation, date);
    expect(applied).toMatchObject({
      situation,
      applicationDate: date,
      median: { amount: median },
      percentage: { percentage: pct },
      floor,
      basisDate: basis,
      newerMedianExpected: newer,
      percentageEnded: false,
      livingCosts: { validFrom: '2025-09-01' },
    });
  });

  test('before the first figure nothing applies, and the earliest date says from when', () => {
    expect(applicableRules(rules, 'first_permit', '2025-08-31')).toBeNull();
    expect(earliestApplicationDate(rules, 'first_permit')).toBe('2025-09-01');
    expect(earliestApplicationDate(rules, 'extension')).toBe('2025-09-01');
    expect(earliestApplicationDate({ ...rules, percentages: [] }, 'extension')).toBeNull();
  });

  test('a rule past its last day with nothing after it carries on, and says so', () => {
    const ending: SalaryRules = {
      ...rules,
      percentages: rules.percentages.map((rule) =>
        rule.situation === 'extension' && rule.lastDay === null
          ? { ...rule, lastDay: '2027-05-31' }
          : rule,
      ),
    };
    expect(applicableRules(ending, 'extension', '2027-05-31')?.percentageEnded).toBe(false);
    expect(applicableRules(ending, 'extension', '2027-06-01')).toMatchObject({
      percentageEnded: true,
      percentage: { percentage: 90, lastDay: '2027-05-31' },
    });
  });

  // The issue's own cases: 32 000 kr (tax 8 000, no family) and 34 000 kr.
  test.each<[Situation, IsoDate, number, 'success' | 'error']>([
    ['first_permit', '2026-11-28', 32000, 'error'],
    ['extension', '2026-11-28', 32000, 'success'],
    ['extension', '2026-11-30', 32000, 'success'],
    ['extension', '2026-12-15', 32000, 'error'],
    ['first_permit', '2026-11-28', 34000, 'error'],
    ['first_permit', '2026-11-28', 34470, 'success'],
  ])('%s received %s at %d kr: %s', (situation, date, salary, status) => {
    const applied = applicableRules(rules, situation, date);
    if (!applied) throw new Error('no rules');
    const input = {
      monthlySalary: salary,
      taxValue: 8000,
      hasSpouse: false,
      age0to6: 0,
      age7to10: 0,
      age11to14: 0,
      age15to18: 0,
    };
    expect(calculateSalary(input, appliedParameters(applied)).status).toBe(status);
  });
});

describe('the floor never goes down as the application date moves on', () => {
  const day = (offset: number) => addDays('2025-09-01', offset);
  const dayOffset = fc.integer({ min: 0, max: 12 * 366 });
  const situation = fc.constantFrom<Situation>('first_permit', 'extension');

  test('with the seed rules', () => {
    fc.assert(
      fc.property(situation, dayOffset, dayOffset, (s, a, b) => {
        const [early, late] = [day(Math.min(a, b)), day(Math.max(a, b))];
        const floor = (date: IsoDate) => applicableRules(rules, s, date)?.floor ?? 0;
        expect(floor(late)).toBeGreaterThanOrEqual(floor(early));
      }),
      { seed: FUZZ_SEED, numRuns: 1000 },
    );
  });

  // Any rules whose medians and percentages only rise over time (the rules of the world so far):
  // the selection must follow them, picking the latest figure in force, never an earlier one.
  const risingRules = fc
    .record({
      medians: fc.array(fc.tuple(dayOffset, fc.integer({ min: 0, max: 2000 })), {
        minLength: 1,
        maxLength: 6,
      }),
      periods: fc.array(
        fc.tuple(fc.integer({ min: 1, max: 800 }), fc.integer({ min: 0, max: 5 })),
        {
          minLength: 1,
          maxLength: 5,
        },
      ),
      openEnded: fc.boolean(),
    })
    .map(({ medians, periods, openEnded }): SalaryRules => {
      const starts = [...new Set(medians.map(([offset]) => offset))].sort((a, b) => a - b);
      let amount = 30000;
      let percentage = 70;
      let start = 0;
      const percentages = periods.map(([length, rise], index) => {
        percentage = Math.min(100, percentage + rise);
        const last = index === periods.length - 1 && openEnded ? null : day(start + length - 1);
        const rule = {
          situation: 'first_permit' as const,
          firstDay: day(start),
          lastDay: last,
          percentage,
          source: 'test',
        };
        start += length;
        return rule;
      });
      return {
        medians: starts.map((offset, index) => ({
          validFrom: day(offset),
          amount: (amount += medians[index]?.[1] ?? 0),
          publishedMonth: day(offset).slice(0, 7),
          source: 'test',
        })),
        percentages,
        livingCosts: DEFAULT_RULES.livingCosts,
      };
    });

  test('with any rising rules', () => {
    fc.assert(
      fc.property(risingRules, dayOffset, dayOffset, (generated, a, b) => {
        const [early, late] = [day(Math.min(a, b)), day(Math.max(a, b))];
        const at = (date: IsoDate) => applicableRules(generated, 'first_permit', date);
        const before = at(early);
        if (!before) return; // nothing known yet at the earlier date
        expect(at(late)?.floor).toBeGreaterThanOrEqual(before.floor);
      }),
      { seed: FUZZ_SEED, numRuns: 500 },
    );
  });
});

describe('the defaults stand in for what the database lacks', () => {
  test('per kind, and per situation for the percentage rules', () => {
    expect(withDefaults({ medians: [], percentages: [], livingCosts: [] })).toEqual(DEFAULT_RULES);
    const onlyFirst = withDefaults({
      ...rules,
      percentages: rules.percentages.filter((rule) => rule.situation === 'first_permit'),
    });
    expect(onlyFirst.medians).toBe(rules.medians);
    expect(onlyFirst.percentages.filter((r) => r.situation === 'extension')).toEqual(
      DEFAULT_RULES.percentages.filter((r) => r.situation === 'extension'),
    );
    // The spec's figures: 80 % of 37 100.
    expect(applicableRules(DEFAULT_RULES, 'extension', '2026-11-28')?.floor).toBe(29680);
  });
});

describe('warnings for the staff (lib/salary/warnings.ts)', () => {
  const kinds = (today: IsoDate, given: SalaryRules = rules) =>
    ruleWarnings(given, today).map((warning) => warningKey(warning));

  test('from 20 June until a median published that year is entered', () => {
    const withCosts: SalaryRules = {
      ...rules,
      livingCosts: [
        ...rules.livingCosts,
        { validFrom: '2027-01-01', amounts: SPEC_LIVING_COSTS, source: 'Kronofogden 2027' },
      ],
    };
    expect(kinds('2027-06-19', withCosts)).toEqual([]);
    expect(kinds('2027-06-21', withCosts)).toEqual([{ kind: 'median_missing', subject: '2027' }]);
    const entered: SalaryRules = {
      ...withCosts,
      medians: [
        ...rules.medians,
        { validFrom: '2027-06-17', amount: 39500, publishedMonth: '2027-06', source: 'SCB' },
      ],
    };
    expect(kinds('2027-06-21', entered)).toEqual([]);
  });

  test('a percentage rule ending within 30 days with nothing after it', () => {
    const ending: SalaryRules = {
      ...rules,
      percentages: rules.percentages.map((rule) =>
        rule.situation === 'extension' && rule.lastDay === null
          ? { ...rule, lastDay: '2027-01-31' }
          : rule,
      ),
    };
    const ends = { kind: 'percentage_rule_ends', subject: 'extension/2027-01-31' };
    expect(kinds('2026-12-31', ending)).not.toContainEqual(ends);
    expect(kinds('2027-01-01', ending)).toContainEqual(ends);
    expect(kinds('2027-03-01', ending)).toContainEqual(ends);
    // The transition's end is followed by the rule from 1 December: no warning in November.
    expect(kinds('2026-11-15')).not.toContainEqual(
      expect.objectContaining({ kind: 'percentage_rule_ends' }),
    );
  });

  test('a year without living-cost amounts', () => {
    expect(kinds('2026-11-28')).toEqual([{ kind: 'living_costs_missing', subject: '2026' }]);
  });
});

describe('dates', () => {
  test.each([
    // Summer time (CEST, UTC+2): midnight of 1 June 2026 is 22:00 UTC the day before.
    ['2026-05-31T21:59:59.999Z', '2026-05-31'],
    ['2026-05-31T22:00:00.000Z', '2026-06-01'],
    // Winter time (CET, UTC+1): midnight of 1 December 2026 is 23:00 UTC.
    ['2026-11-30T22:59:59.999Z', '2026-11-30'],
    ['2026-11-30T23:00:00.000Z', '2026-12-01'],
    // The day the clocks go back (25 October 2026): still one calendar day.
    ['2026-10-25T00:30:00.000Z', '2026-10-25'],
    ['2026-10-25T22:59:00.000Z', '2026-10-25'],
  ])('%s is %s in Stockholm', (instant, day) => {
    expect(stockholmDate(new Date(instant))).toBe(day);
  });

  test('isIsoDate accepts real calendar dates only; addDays crosses months and years', () => {
    expect(isIsoDate('2026-06-01')).toBe(true);
    expect(isIsoDate('2028-02-29')).toBe(true);
    expect(isIsoDate('2026-02-30')).toBe(false);
    expect(isIsoDate('2026-6-1')).toBe(false);
    expect(isIsoDate('01/06/2026')).toBe(false);
    expect(addDays('2026-11-30', 1)).toBe('2026-12-01');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });
});
