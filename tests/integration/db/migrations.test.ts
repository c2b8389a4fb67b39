/** @jest-environment node */
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { applyMigrations, createMigration, diffMigrationsToSchema } from '@/lib/db/migrations';
import { createTestDatabase, type TestDatabase } from '@/tests/helpers/db';

jest.setTimeout(60_000);

// A fresh (never migrated) database: the migrations are applied here, through the
// wasm schema engine and the same adapter the app uses.
describe('migrations', () => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await createTestDatabase({ migrate: false });
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
      'admin_accounts',
      'admin_audit_events',
      'admin_sessions',
      'admin_users',
      'admin_verifications',
      'app_secrets',
      'campaign_values',
      'contact_messages',
      'email_outbox',
      'email_recipient_limits',
      'faq_categories',
      'faq_deletions',
      'faqs',
      'lead_sources',
      'lead_states',
      'lead_submissions',
      'newsletter_subscribers',
      'page_view_counts',
      'rate_limit_windows',
      'salary_living_costs',
      'salary_medians',
      'salary_percentage_rules',
      'salary_rule_alerts',
      'salary_verification_logs',
    ]);
  });

  test('the migrations folder has no drift against schema.prisma', async () => {
    await expect(diffMigrationsToSchema(database.adapter)).resolves.toBe('');
  });
});

describe('npm run db:migrate:create', () => {
  let database: TestDatabase;
  let dir: string;

  beforeAll(async () => {
    database = await createTestDatabase({ migrate: false });
    dir = await mkdtemp(path.join(tmpdir(), 'site-migrations-'));
  });
  afterAll(async () => {
    await database?.close();
    await rm(dir, { recursive: true, force: true });
  });

  test('writes a new migration folder from the schema diff, and nothing when in sync', async () => {
    const migrationsDir = path.join(dir, 'migrations');
    await cp(path.join('prisma', 'migrations'), migrationsDir, { recursive: true });
    const schemaPath = path.join(dir, 'schema.prisma');
    const schema = await readFile(path.join('prisma', 'schema.prisma'), 'utf8');
    await writeFile(schemaPath, `${schema}\nmodel Probe {\n  id Int @id\n  @@map("probes")\n}\n`);
    const paths = { migrationsDir, schemaPath };

    const folder = await createMigration(
      database.adapter,
      'add_probe',
      paths,
      new Date('2030-01-02T03:04:05Z'),
    );
    expect(folder && path.basename(folder)).toBe('20300102030405_add_probe');
    await expect(readFile(path.join(folder ?? '', 'migration.sql'), 'utf8')).resolves.toContain(
      'CREATE TABLE "probes"',
    );
    await expect(createMigration(database.adapter, 'again', paths)).resolves.toBeNull();
    await expect(applyMigrations(database.adapter, paths)).resolves.toContain(
      '20300102030405_add_probe',
    );
  });
});
