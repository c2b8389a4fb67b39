/** @jest-environment node */
import { applyMigrations, diffMigrationsToSchema } from '@/lib/db/migrate';
import { createTestDatabase, ENGINES, type TestDatabase } from '@/tests/helpers/db';

jest.setTimeout(60_000);

// A fresh (never migrated) database per engine: the migrations are applied here, through the
// wasm schema engine and the same adapter the app uses.
describe.each(ENGINES)('migrations on %s', (engine) => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await createTestDatabase(engine, { migrate: false });
  });
  afterAll(() => database?.close());

  test('applies the whole folder to an empty database, then nothing', async () => {
    const applied = await applyMigrations(database.adapter);
    expect(applied.length).toBeGreaterThan(0);
    await expect(applyMigrations(database.adapter)).resolves.toEqual([]);
    const rows = await database.db.$queryRaw<{ table_name: string }[]>`
      SELECT table_name::text FROM information_schema.tables WHERE table_schema = 'public' ORDER BY 1`;
    expect(rows.map((row) => row.table_name)).toEqual([
      '_prisma_migrations',
      'academy_registrations',
      'contact_messages',
      'email_outbox',
      'faq_categories',
      'faqs',
      'newsletter_subscribers',
      'salary_calculation_parameters',
      'salary_verification_logs',
    ]);
  });

  test('the migrations folder has no drift against schema.prisma', async () => {
    await expect(diffMigrationsToSchema(database.adapter)).resolves.toBe('');
  });
});
