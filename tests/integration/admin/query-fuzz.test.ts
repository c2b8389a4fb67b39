/** @jest-environment node */
import fc from 'fast-check';
import type { PrismaClient } from '@/lib/db/generated/client';
import { createTestDatabase, type TestDatabase } from '@/tests/helpers/db';
import { FUZZ_SEED, weirdString } from '@/tests/helpers/fuzz';

// Property-based fuzzing of the back office's query strings (the inbox filters, the export's,
// the audit log's page) against PostgreSQL: whatever the address holds, the queries
// answer (no exception, so no 5xx), within their page size. The pages themselves, signed in
// over HTTP: tests/e2e/admin-fuzz.spec.ts.

jest.setTimeout(120_000);

let db: PrismaClient;
jest.mock('@/lib/db/client', () => ({ getDb: async () => db }));

import { listAudit } from '@/lib/admin/audit';
import { parseLeadFilters } from '@/lib/admin/lead-filters';
import { exportLeadBatches, LEADS_PAGE_SIZE, listLeads, type LeadRow } from '@/lib/admin/leads';

async function exported(batches: AsyncIterable<LeadRow[]>): Promise<LeadRow[]> {
  const rows: LeadRow[] = [];
  for await (const batch of batches) rows.push(...batch);
  return rows;
}

const value = fc.oneof(
  weirdString,
  fc.constantFrom('contact', 'academy', 'in_progress', '2026-02-30', '2026-01-01', '-1', '1e400'),
  fc.constantFrom('%', '_', '\\', "' OR 1=1 --", '\u0000', 'Ö\u202eberg'),
);
const params = fc.dictionary(
  fc.oneof(fc.constantFrom('kind', 'status', 'from', 'to', 'q', 'page'), weirdString),
  fc.oneof(value, fc.array(value, { maxLength: 3 })),
  { maxKeys: 8 },
);

describe('back-office queries', () => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await createTestDatabase();
    db = database.db;
    for (const [email, name] of [
      ['anna@example.se', 'Anna 100%_sure'],
      ['bo@example.se', 'Bo \\ Öberg'],
    ] as const) {
      await db.contactMessage.create({ data: { kind: 'contact', language: 'sv', email, name } });
    }
    await db.newsletterSubscriber.create({ data: { email: 'c@example.se', language: 'en' } });
  });
  afterAll(() => database?.close());

  test('the inbox and its export answer any query string', async () => {
    await fc.assert(
      fc.asyncProperty(params, async (query) => {
        const filters = parseLeadFilters(query);
        const page = await listLeads(db, filters);
        expect(page.leads.length).toBeLessThanOrEqual(LEADS_PAGE_SIZE);
        expect(page.page).toBeGreaterThanOrEqual(1);
        // In batches of two: each starts where the one before ended.
        const rows = await exported(exportLeadBatches(db, filters, { batchSize: 2 }));
        expect(rows.length).toBe(page.total);
      }),
      { seed: FUZZ_SEED, numRuns: 300 },
    );
  });

  test('the export reads the newest leads batch by batch, in the list’s order, up to its limit', async () => {
    const at = new Date('2026-03-01T10:00:00Z');
    // Two leads share a time: the id orders them, in the list and across batches alike.
    for (const minutes of [0, 1, 1, 2, 3, 4]) {
      await db.contactMessage.create({
        data: {
          kind: 'contact',
          language: 'sv',
          email: `batch${minutes}@example.se`,
          name: 'Batch',
          createdAt: new Date(at.getTime() + minutes * 60_000),
        },
      });
    }
    const filters = parseLeadFilters({ q: 'Batch' });
    const list = (await listLeads(db, filters, 10)).leads.map((lead) => lead.id);
    expect(list).toHaveLength(6);
    const rows = await exported(exportLeadBatches(db, filters, { limit: 5, batchSize: 2 }));
    expect(rows.map((lead) => lead.id)).toEqual(list.slice(0, 5));
    await db.contactMessage.deleteMany({ where: { name: 'Batch' } });
  });

  test('a search matches its text literally: %, _ and \\ are not wildcards', async () => {
    expect((await listLeads(db, parseLeadFilters({ q: '100%_' }))).total).toBe(1);
    expect((await listLeads(db, parseLeadFilters({ q: '%' }))).total).toBe(1);
    expect((await listLeads(db, parseLeadFilters({ q: '\\' }))).total).toBe(1);
    expect((await listLeads(db, parseLeadFilters({ q: '_' }))).total).toBe(1);
  });

  test('the audit log answers any page number', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(weirdString, fc.constantFrom('1e400', '-5', 'NaN', '2')),
        async (raw) => {
          const audit = await listAudit(db, Number(raw));
          expect(audit.page).toBeGreaterThanOrEqual(1);
        },
      ),
      { seed: FUZZ_SEED, numRuns: 100 },
    );
  });
});
