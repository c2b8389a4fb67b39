/** @jest-environment node */
import type { PrismaClient } from '@/lib/db/generated/client';
import {
  addRuleSet,
  listRuleSets,
  readRuleSetInForce,
  RuleSetDateTakenError,
  seedRuleSets,
} from '@/lib/salary/rule-set-store';
import { salaryRuleSetInputSchema } from '@/lib/validation/salary-rule-set';
import { createTestDatabase, ENGINES, truncateAll, type TestDatabase } from '@/tests/helpers/db';

jest.setTimeout(60_000);

describe.each(ENGINES)('salary rule sets on %s', (engine) => {
  let database: TestDatabase;
  let db: PrismaClient;

  beforeAll(async () => {
    database = await createTestDatabase(engine);
    db = database.db;
  });
  afterAll(() => database?.close());
  beforeEach(async () => {
    await truncateAll(db);
    await seedRuleSets(db);
  });

  test('the set in force follows the Stockholm calendar day', async () => {
    const at = async (instant: string) =>
      (await readRuleSetInForce(db, new Date(instant)))?.validFrom;
    await expect(at('2025-08-31T12:00:00Z')).resolves.toBeUndefined();
    await expect(at('2025-08-31T22:00:00Z')).resolves.toBe('2025-09-01'); // midnight CEST
    await expect(at('2026-05-31T21:59:59Z')).resolves.toBe('2025-09-01');
    await expect(at('2026-05-31T22:00:00Z')).resolves.toBe('2026-06-01');
    await expect(at('2030-01-01T00:00:00Z')).resolves.toBe('2026-06-01');
  });

  test('a new set carries over the values it does not give, and takes over on its date', async () => {
    const added = await addRuleSet(db, {
      validFrom: '2027-06-01',
      source: 'Statistics Sweden: median 2026',
      parameters: { median_salary_sweden: 38_500 },
    });
    expect(added.parameters).toMatchObject({
      median_salary_sweden: 38_500,
      percentage_requirement: 90,
      single_adult_remaining: 6186,
      children_15_17_remaining: 5290,
    });
    expect((await readRuleSetInForce(db, new Date('2027-05-31T12:00:00Z')))?.validFrom).toBe(
      '2026-06-01',
    );
    expect(
      (await readRuleSetInForce(db, new Date('2027-06-01T12:00:00Z')))?.parameters,
    ).toMatchObject({ median_salary_sweden: 38_500 });
    expect((await listRuleSets(db)).map((set) => set.validFrom)).toEqual([
      '2027-06-01',
      '2026-06-01',
      '2025-09-01',
    ]);
  });

  test('one set per date', async () => {
    await expect(
      addRuleSet(db, { validFrom: '2026-06-01', source: 'again', parameters: {} }),
    ).rejects.toBeInstanceOf(RuleSetDateTakenError);
  });
});

describe('the input schema of a new set', () => {
  const valid = {
    validFrom: '2027-06-01',
    source: 'SCB',
    parameters: { percentage_requirement: 90 },
  };
  test.each([
    ['a valid set', valid, true],
    ['percentage 0', { ...valid, parameters: { percentage_requirement: 0 } }, false],
    ['percentage 101', { ...valid, parameters: { percentage_requirement: 101 } }, false],
    ['amount 0', { ...valid, parameters: { couples_remaining: 0 } }, false],
    ['negative amount', { ...valid, parameters: { median_salary_sweden: -1 } }, false],
    ['not a date', { ...valid, validFrom: '2027-02-30' }, false],
    ['no source', { ...valid, source: ' ' }, false],
  ])('%s', (_name, input, ok) => {
    expect(salaryRuleSetInputSchema.safeParse(input).success).toBe(ok);
  });
});
