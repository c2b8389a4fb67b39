/** @jest-environment node */
import type { PrismaClient } from '@/lib/db/generated/client';
import {
  listSalaryRulesForAdmin,
  saveLivingCosts,
  saveMedian,
  savePercentageRule,
  SalaryRuleConflictError,
  SalaryRuleNotFoundError,
} from '@/lib/admin/salary-rules';
import { seedSalaryRules } from '@/lib/salary/rule-store';
import { SPEC_LIVING_COSTS } from '@/lib/salary/rules';
import {
  livingCostsFromForm,
  medianFromForm,
  percentageRuleFromForm,
} from '@/lib/validation/admin-salary-rules';
import { createTestDatabase, truncateAll, type TestDatabase } from '@/tests/helpers/db';

jest.setTimeout(60_000);

const TODAY = '2026-11-28';

function form(fields: Record<string, string>): FormData {
  const data = new FormData();
  for (const [key, value] of Object.entries(fields)) data.set(key, value);
  return data;
}

describe('salary rules in the back office (lib/admin/salary-rules.ts) on PostgreSQL', () => {
  let database: TestDatabase;
  let db: PrismaClient;

  beforeAll(async () => {
    database = await createTestDatabase();
    db = database.db;
  });
  afterAll(() => database?.close());
  beforeEach(async () => {
    await truncateAll(db);
    await seedSalaryRules(db);
  });

  test('each kind is listed newest first, what applies today marked', async () => {
    const { medians, percentages, livingCosts } = await listSalaryRulesForAdmin(db, TODAY);
    expect(medians.map((m) => [m.validFrom, m.status])).toEqual([
      ['2026-06-16', 'inForce'],
      ['2025-09-01', 'past'],
    ]);
    expect(percentages.map((r) => [r.situation, r.firstDay, r.status])).toEqual([
      ['first_permit', '2026-06-01', 'inForce'],
      ['first_permit', '2025-09-01', 'past'],
      ['extension', '2026-12-01', 'future'],
      ['extension', '2026-06-01', 'inForce'],
      ['extension', '2025-09-01', 'past'],
    ]);
    expect(livingCosts.map((c) => [c.validFrom, c.status])).toEqual([['2025-09-01', 'inForce']]);
  });

  test('a median is added with its own date, one per date, and corrected in place', async () => {
    const added = await saveMedian(db, null, {
      validFrom: '2027-06-16',
      amount: 39_500,
      publishedMonth: '2027-06',
      source: 'SCB',
    });
    expect(added).toMatchObject({ validFrom: '2027-06-16', amount: 39_500 });
    await expect(saveMedian(db, null, { ...added, source: 'again' })).rejects.toEqual(
      new SalaryRuleConflictError('validFrom', 'dateTaken'),
    );
    // A typo is corrected in place, for the dates it covers.
    await saveMedian(db, added.id, { ...added, amount: 39_400 });
    const medians = (await listSalaryRulesForAdmin(db, TODAY)).medians;
    expect(medians[0]).toMatchObject({ amount: 39_400, status: 'future' });
    await expect(
      saveMedian(db, '01900000-0000-7000-8000-000000000009', { ...added, validFrom: '2028-06-16' }),
    ).rejects.toBeInstanceOf(SalaryRuleNotFoundError);
  });

  test('the periods of one situation never overlap; the other situation is free', async () => {
    const rule = {
      situation: 'extension' as const,
      firstDay: '2027-06-01',
      lastDay: null,
      percentage: 95,
      source: 'S',
    };
    await expect(savePercentageRule(db, null, rule)).rejects.toEqual(
      new SalaryRuleConflictError('firstDay', 'overlap'),
    );
    const open = (await listSalaryRulesForAdmin(db, TODAY)).percentages.find(
      (r) => r.situation === 'extension' && r.lastDay === null,
    );
    if (!open) throw new Error('seed missing');
    await savePercentageRule(db, open.id, { ...open, lastDay: '2027-05-31' });
    await expect(savePercentageRule(db, null, rule)).resolves.toMatchObject({ percentage: 95 });
    // The first permit's open rule still covers 2030.
    await expect(
      savePercentageRule(db, null, { ...rule, situation: 'first_permit', firstDay: '2030-01-01' }),
    ).rejects.toBeInstanceOf(SalaryRuleConflictError);
  });

  test('living-cost amounts for a new year, one set per date', async () => {
    const costs = {
      validFrom: '2027-01-01',
      amounts: { ...SPEC_LIVING_COSTS, couple: 10_400 },
      source: 'K',
    };
    await saveLivingCosts(db, null, costs);
    await expect(saveLivingCosts(db, null, costs)).rejects.toBeInstanceOf(SalaryRuleConflictError);
    expect((await listSalaryRulesForAdmin(db, '2027-01-02')).livingCosts[0]).toMatchObject({
      validFrom: '2027-01-01',
      status: 'inForce',
      amounts: { couple: 10_400 },
    });
  });
});

describe('the back office’s forms', () => {
  test('figures as staff type them; a blank last day is open-ended', () => {
    expect(
      medianFromForm(
        form({
          validFrom: '2027-06-16',
          amount: '39 500',
          publishedMonth: '2027-06',
          source: ' SCB ',
        }),
      ),
    ).toMatchObject({
      success: true,
      data: { validFrom: '2027-06-16', amount: 39_500, publishedMonth: '2027-06', source: 'SCB' },
    });
    expect(
      percentageRuleFromForm(
        form({
          situation: 'extension',
          firstDay: '2027-06-01',
          lastDay: '',
          percentage: '87,5',
          source: 'S',
        }),
      ),
    ).toMatchObject({ success: true, data: { lastDay: null, percentage: 87.5 } });
    const costs = livingCostsFromForm(
      form({
        validFrom: '2027-01-01',
        singleAdult: '6 300',
        couple: '10400',
        children0to6: '3400',
        children7to10: '4000',
        children11to14: '4700',
        children15to17: '5350,50',
        source: 'K',
      }),
    );
    expect(costs).toMatchObject({ success: true, data: { amounts: { children15to17: 5350.5 } } });
  });

  test.each([
    [
      'a percentage of 0',
      percentageRuleFromForm,
      { situation: 'extension', firstDay: '2027-06-01', percentage: '0', source: 'S' },
      'percentage',
    ],
    [
      'a last day before the first',
      percentageRuleFromForm,
      {
        situation: 'extension',
        firstDay: '2027-06-01',
        lastDay: '2027-05-01',
        percentage: '90',
        source: 'S',
      },
      'lastDay',
    ],
    [
      'an unknown situation',
      percentageRuleFromForm,
      { situation: 'renewal', firstDay: '2027-06-01', percentage: '90', source: 'S' },
      'situation',
    ],
    [
      'an impossible date',
      medianFromForm,
      { validFrom: '2027-02-30', amount: '39000', publishedMonth: '2027-06', source: 'S' },
      'validFrom',
    ],
    [
      'a median in words',
      medianFromForm,
      { validFrom: '2027-06-16', amount: 'many', publishedMonth: '2027-06', source: 'S' },
      'amount',
    ],
    [
      'a figure longer than any staff type (refused before any work on it)',
      medianFromForm,
      {
        validFrom: '2027-06-16',
        amount: `3${' '.repeat(40)}9000`,
        publishedMonth: '2027-06',
        source: 'S',
      },
      'amount',
    ],
    [
      'a missing amount',
      livingCostsFromForm,
      { validFrom: '2027-01-01', source: 'K' },
      'amounts.singleAdult',
    ],
  ])('refuses %s', (_name, parse, fields, path) => {
    const result = (
      parse as (form: FormData) => {
        success: boolean;
        error?: { issues: { path: PropertyKey[] }[] };
      }
    )(form(fields));
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toContain(path);
  });
});
