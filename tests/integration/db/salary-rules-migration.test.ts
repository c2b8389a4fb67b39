/** @jest-environment node */
import { cp, mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { applyMigrations } from '@/lib/db/migrations';
import { plainRules, readSalaryRules, seedSalaryRules } from '@/lib/salary/rule-store';
import type { SalaryRules } from '@/lib/salary/rules';
import { createTestDatabase, type TestDatabase } from '@/tests/helpers/db';

jest.setTimeout(90_000);

// The migration that split the salary rule sets (prisma/migrations/*_salary_rules_by_situation):
// a database with the old table, as production had it, comes out with the same figures a fresh
// install gets from the seed, keeping what staff had entered; a fresh one is left to the seed.
const SPLIT = '20261128152356_salary_rules_by_situation';
const LIVING_2025 = [6186, 10219, 3306, 3967, 4629, 5290];

/** The figures only: a migrated row keeps the source its set had. */
const figures = (rules: SalaryRules) => ({
  medians: rules.medians.map((m) => [m.validFrom, m.amount, m.publishedMonth]),
  percentages: rules.percentages.map((r) => [r.situation, r.firstDay, r.lastDay, r.percentage]),
  livingCosts: rules.livingCosts.map((c) => [c.validFrom, c.amounts]),
});

describe('splitting the salary rule sets', () => {
  let database: TestDatabase;
  let before: string;

  beforeAll(async () => {
    before = await mkdtemp(path.join(tmpdir(), 'salary-split-'));
    const migrations = path.join('prisma', 'migrations');
    for (const name of await readdir(migrations)) {
      if (name !== SPLIT)
        await cp(path.join(migrations, name), path.join(before, name), { recursive: true });
    }
  });
  afterAll(() => rm(before, { recursive: true, force: true }));
  beforeEach(async () => {
    database = await createTestDatabase({ migrate: false });
    await applyMigrations(database.adapter, { migrationsDir: before });
  });
  afterEach(() => database?.close());

  const insertSet = (validFrom: string, source: string, values: (number | null)[]) =>
    database.db.$executeRawUnsafe(
      `INSERT INTO salary_rule_sets (id, valid_from, source, median_salary_sweden,
         percentage_requirement, single_adult_remaining, couples_remaining,
         children_0_6_remaining, children_7_10_remaining, children_11_14_remaining,
         children_15_17_remaining, updated_at)
       VALUES (gen_random_uuid(), $1::date, $2, $3, $4, $5, $6, $7, $8, $9, $10, now())`,
      validFrom,
      source,
      ...values,
    );

  test('the sets production had give the figures the seed gives a fresh install', async () => {
    await insertSet('2025-09-01', 'Rules of 2025', [37100, 80, ...LIVING_2025]);
    await insertSet('2026-06-01', 'Rules of June 2026', [37100, 90, ...LIVING_2025]);
    await applyMigrations(database.adapter);
    const migrated = plainRules(await readSalaryRules(database.db));

    const fresh = await createTestDatabase();
    try {
      await seedSalaryRules(fresh.db);
      expect(figures(migrated)).toEqual(figures(plainRules(await readSalaryRules(fresh.db))));
    } finally {
      await fresh.close();
    }
    // The sets' own sources travel with their figures.
    expect(migrated.medians[0]?.source).toBe('Rules of 2025');
    expect(migrated.percentages.find((r) => r.firstDay === '2026-06-01')?.source).toBe(
      'Rules of June 2026',
    );
    // Nothing left for the seed to add.
    await expect(seedSalaryRules(database.db)).resolves.toBe(0);
  });

  test('what staff entered is kept: a later median, changed amounts, a default left blank', async () => {
    await insertSet('2025-09-01', 'Rules of 2025', [37100, 80, ...LIVING_2025]);
    await insertSet('2026-06-01', 'Rules of June 2026', [37100, 90, ...LIVING_2025]);
    await insertSet('2026-06-20', 'Staff: SCB June 2026', [
      38250,
      90,
      6200,
      ...LIVING_2025.slice(1),
    ]);
    await insertSet('2026-09-01', 'Staff: blank couple', [
      38250,
      90,
      6200,
      null,
      ...LIVING_2025.slice(2),
    ]);
    await applyMigrations(database.adapter);
    const { medians, percentages, livingCosts } = plainRules(await readSalaryRules(database.db));
    // No second median of June 2026 next to the one staff entered.
    expect(medians.map((m) => [m.validFrom, m.amount, m.publishedMonth])).toEqual([
      ['2025-09-01', 37100, '2025-06'],
      ['2026-06-20', 38250, '2026-06'],
    ]);
    expect(percentages.map((r) => [r.situation, r.firstDay, r.lastDay, r.percentage])).toEqual([
      ['first_permit', '2025-09-01', '2026-05-31', 80],
      ['first_permit', '2026-06-01', null, 90],
      ['extension', '2025-09-01', '2026-05-31', 80],
      ['extension', '2026-06-01', '2026-11-30', 80],
      ['extension', '2026-12-01', null, 90],
    ]);
    // The blank couple amount meant the spec's, which equals the set before: no new row.
    expect(livingCosts.map((c) => [c.validFrom, c.amounts.singleAdult, c.amounts.couple])).toEqual([
      ['2025-09-01', 6186, 10219],
      ['2026-06-20', 6200, 10219],
    ]);
  });

  test('a database without sets is left to the seed', async () => {
    await applyMigrations(database.adapter);
    expect(plainRules(await readSalaryRules(database.db))).toEqual({
      medians: [],
      percentages: [],
      livingCosts: [],
    });
    await expect(seedSalaryRules(database.db)).resolves.toBeGreaterThan(0);
  });
});
