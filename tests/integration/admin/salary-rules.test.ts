/** @jest-environment node */
import type { PrismaClient } from '@/lib/db/generated/client';
import {
  addAdminRuleSet,
  editAdminRuleSet,
  listRuleSetsForAdmin,
  RuleSetInPastError,
} from '@/lib/admin/salary-rules';
import {
  readRuleSetInForce,
  RuleSetDateTakenError,
  seedRuleSets,
} from '@/lib/salary/rule-set-store';
import { ruleSetFromForm } from '@/lib/validation/admin-salary-rule-set';
import { createTestDatabase, truncateAll, type TestDatabase } from '@/tests/helpers/db';

jest.setTimeout(60_000);

// 2026-11-23 in Stockholm: the seed's 2026-06-01 set is in force, 2025-09-01 is history.
const NOW = new Date('2026-11-23T10:00:00Z');
const input = (validFrom: string, parameters = {}) => ({
  validFrom,
  source: 'Test source',
  parameters,
});

function form(fields: Record<string, string>): FormData {
  const data = new FormData();
  for (const [key, value] of Object.entries(fields)) data.set(key, value);
  return data;
}

describe('salary rules in the back office (lib/admin/salary-rules.ts) on PostgreSQL', () => {
  let database: TestDatabase;
  let db: PrismaClient;

  beforeAll(async () => {
    database = await createTestDatabase('postgres');
    db = database.db;
  });
  afterAll(() => database?.close());
  beforeEach(async () => {
    await truncateAll(db);
    await seedRuleSets(db);
  });

  const byDate = async (date: string) =>
    (await listRuleSetsForAdmin(db, NOW)).find((set) => set.validFrom === date);

  test('the list holds the history, newest first, with the set in force marked', async () => {
    await addAdminRuleSet(db, input('2027-01-01', { median_salary_sweden: 38_000 }), NOW);
    const list = await listRuleSetsForAdmin(db, NOW);
    expect(list.map((s) => [s.validFrom, s.status])).toEqual([
      ['2027-01-01', 'future'],
      ['2026-06-01', 'inForce'],
      ['2025-09-01', 'past'],
    ]);
    // Values not given are carried over from the set before.
    expect(list[0]?.parameters).toMatchObject({
      median_salary_sweden: 38_000,
      percentage_requirement: 90,
    });
  });

  test('a set cannot start in the past, nor on a date that has a set', async () => {
    await expect(addAdminRuleSet(db, input('2026-11-22'), NOW)).rejects.toBeInstanceOf(
      RuleSetInPastError,
    );
    await expect(addAdminRuleSet(db, input('2026-06-01'), NOW)).rejects.toBeInstanceOf(
      RuleSetInPastError,
    );
    await addAdminRuleSet(db, input('2026-11-23'), NOW); // today is fine
    await expect(addAdminRuleSet(db, input('2026-11-23'), NOW)).rejects.toBeInstanceOf(
      RuleSetDateTakenError,
    );
  });

  test('a future set is edited in place, and may move to another future date', async () => {
    const future = await addAdminRuleSet(
      db,
      input('2027-01-01', { median_salary_sweden: 38_000 }),
      NOW,
    );
    const outcome = await editAdminRuleSet(
      db,
      future.id,
      input('2027-02-01', { median_salary_sweden: 39_000 }),
      NOW,
    );
    expect(outcome.mode).toBe('updated');
    expect(outcome.set).toMatchObject({ id: future.id, validFrom: '2027-02-01' });
    expect((await byDate('2027-02-01'))?.parameters.median_salary_sweden).toBe(39_000);
    expect(await byDate('2027-01-01')).toBeUndefined();
    await expect(editAdminRuleSet(db, future.id, input('2026-06-01'), NOW)).rejects.toBeInstanceOf(
      RuleSetInPastError,
    );
  });

  test('changing the set in force adds a set valid from today and leaves the past as it was', async () => {
    const inForce = await byDate('2026-06-01');
    if (!inForce) throw new Error('seed missing');
    const outcome = await editAdminRuleSet(
      db,
      inForce.id,
      input('2020-01-01', { median_salary_sweden: 40_000 }),
      NOW,
    );
    expect(outcome.mode).toBe('added');
    expect(outcome.set.validFrom).toBe('2026-11-23');
    expect((await byDate('2026-06-01'))?.parameters.median_salary_sweden).toBe(37_100);
    expect((await readRuleSetInForce(db, NOW))?.parameters).toMatchObject({
      median_salary_sweden: 40_000,
      percentage_requirement: 90,
    });
    // Edited again the same day: that set started today, so it changes in place.
    const again = await editAdminRuleSet(
      db,
      outcome.set.id,
      input('2026-11-23', { median_salary_sweden: 41_000 }),
      NOW,
    );
    expect(again.mode).toBe('updated');
    expect((await listRuleSetsForAdmin(db, NOW)).length).toBe(3);
  });

  test('a past set cannot be edited', async () => {
    const past = await byDate('2025-09-01');
    if (!past) throw new Error('seed missing');
    await expect(editAdminRuleSet(db, past.id, input('2027-01-01'), NOW)).rejects.toBeInstanceOf(
      RuleSetInPastError,
    );
  });

  test('a future set takes over on its Stockholm date', async () => {
    await addAdminRuleSet(db, input('2027-01-01', { median_salary_sweden: 38_000 }), NOW);
    expect((await readRuleSetInForce(db, new Date('2026-12-31T22:59:59Z')))?.validFrom).toBe(
      '2026-06-01',
    );
    expect((await readRuleSetInForce(db, new Date('2026-12-31T23:00:00Z')))?.validFrom).toBe(
      '2027-01-01',
    );
  });
});

describe('the rule-set form (ruleSetFromForm)', () => {
  test('reads figures as staff type them; a blank is carried over', () => {
    const result = ruleSetFromForm(
      form({
        validFrom: '2027-01-01',
        source: 'SCB',
        median_salary_sweden: '38 100',
        percentage_requirement: '90',
        single_adult_remaining: '6186,50',
        couples_remaining: '',
      }),
    );
    expect(result.success && result.data.parameters).toEqual({
      median_salary_sweden: 38_100,
      percentage_requirement: 90,
      single_adult_remaining: 6186.5,
    });
  });

  test.each([
    ['percentage_requirement', '0'],
    ['percentage_requirement', '101'],
    ['median_salary_sweden', '0'],
    ['median_salary_sweden', '-5'],
    ['median_salary_sweden', 'abc'],
  ])('refuses %s = %s', (key, value) => {
    const result = ruleSetFromForm(form({ validFrom: '2027-01-01', source: 'S', [key]: value }));
    expect(result.success).toBe(false);
  });

  test('refuses an impossible date and a missing source', () => {
    expect(ruleSetFromForm(form({ validFrom: '2027-02-30', source: 'S' })).success).toBe(false);
    expect(ruleSetFromForm(form({ validFrom: '2027-02-01', source: ' ' })).success).toBe(false);
  });
});
