/** @jest-environment node */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { PrismaClient } from '@/lib/db/generated/client';
import { seedDatabase } from '@/lib/db/seed';
import {
  FAQ_CONTENT_PATH,
  faqContentSchema,
  readFaqContent,
  type FaqContent,
} from '@/lib/faq/content';
import { groupFaqs } from '@/lib/faq/group';
import { readFaqCategories, readPublishedFaqs } from '@/lib/faq/read';
import { categoriesFromContent, publishedFaqsFromContent } from '@/tests/helpers/faq-content';
import { syncFaqContent } from '@/lib/faq/sync';
import { plainRules, readSalaryRules } from '@/lib/salary/rule-store';
import { SEED_SALARY_RULES } from '@/lib/salary/seed-rules';
import { createTestDatabase, truncateAll, type TestDatabase } from '@/tests/helpers/db';
import fixture from './fixtures/faq.json';

jest.setTimeout(60_000);

const content = (): FaqContent => faqContentSchema.parse(structuredClone(fixture));

async function counts(db: PrismaClient) {
  return {
    salaryRules:
      (await db.salaryMedian.count()) +
      (await db.salaryPercentageRule.count()) +
      (await db.salaryLivingCosts.count()),
    categories: await db.faqCategory.count(),
    faqs: await db.faq.count(),
  };
}

describe('seed and FAQ sync', () => {
  let database: TestDatabase;
  let db: PrismaClient;

  beforeAll(async () => {
    database = await createTestDatabase();
    db = database.db;
  });
  afterAll(() => database?.close());
  beforeEach(() => truncateAll(db));

  test('seeding twice gives the same rows: the seed rules and the whole content file', async () => {
    const file = await readFaqContent(FAQ_CONTENT_PATH);
    const first = await seedDatabase(db);
    const afterFirst = await counts(db);
    const second = await seedDatabase(db);
    expect(await counts(db)).toEqual(afterFirst);
    const seedRows =
      SEED_SALARY_RULES.medians.length +
      SEED_SALARY_RULES.percentages.length +
      SEED_SALARY_RULES.livingCosts.length;
    expect(afterFirst).toEqual({
      salaryRules: seedRows,
      categories: file?.categories.length,
      faqs: file?.faqs.length,
    });
    expect(first.salaryRulesCreated).toBe(seedRows);
    expect(second.salaryRulesCreated).toBe(0);
    const stored = plainRules(await readSalaryRules(db));
    const bySituation = (rules: typeof stored.percentages) =>
      [...rules].sort(
        (a, b) => a.situation.localeCompare(b.situation) || a.firstDay.localeCompare(b.firstDay),
      );
    expect({ ...stored, percentages: bySituation(stored.percentages) }).toEqual({
      ...SEED_SALARY_RULES,
      percentages: bySituation(SEED_SALARY_RULES.percentages),
    });
  });

  test('seeding never brings back what staff changed or removed; an empty kind is seeded', async () => {
    await seedDatabase(db);
    await db.salaryMedian.update({
      where: { validFrom: new Date('2026-06-16T00:00:00Z') },
      data: { amount: 38_350, validFrom: new Date('2026-06-17T00:00:00Z'), source: 'Staff' },
    });
    await db.salaryMedian.delete({ where: { validFrom: new Date('2025-09-01T00:00:00Z') } });
    await db.salaryPercentageRule.deleteMany({ where: { situation: 'extension' } });
    await expect(seedDatabase(db)).resolves.toMatchObject({ salaryRulesCreated: 3 });
    const { medians, percentages } = plainRules(await readSalaryRules(db));
    expect(medians.map((m) => [m.validFrom, m.amount, m.source])).toEqual([
      ['2026-06-17', 38_350, 'Staff'],
    ]);
    expect(percentages.filter((rule) => rule.situation === 'extension')).toHaveLength(3);
  });

  test('sync upserts by id, and deletes what left the file', async () => {
    await expect(syncFaqContent(db, content())).resolves.toEqual({
      categories: { upserted: 3, deleted: 0, kept: 0 },
      faqs: { upserted: 5, deleted: 0, kept: 0 },
    });
    const next = content();
    next.categories = next.categories.filter((c) => c.key !== 'old');
    next.faqs = next.faqs.filter((f) => f.category_key !== 'old');
    const permits = next.categories.find((c) => c.id === 'cat-permits');
    if (permits) permits.key = 'work-permits'; // renamed key, same id
    for (const faq of next.faqs)
      if (faq.category_key === 'permits') faq.category_key = 'work-permits';
    const edited = next.faqs.find((f) => f.id === 'faq-general-what');
    if (edited) edited.answer_en = 'Workforce mobility, since 2010.';
    await expect(syncFaqContent(db, next)).resolves.toEqual({
      categories: { upserted: 2, deleted: 1, kept: 0 },
      faqs: { upserted: 4, deleted: 1, kept: 0 },
    });
    expect(await db.faq.findUnique({ where: { id: 'faq-general-what' } })).toMatchObject({
      answerEn: 'Workforce mobility, since 2010.',
    });
    expect(await db.faq.count({ where: { categoryKey: 'work-permits' } })).toBe(2);
    expect(await db.faqCategory.findUnique({ where: { id: 'cat-old' } })).toBeNull();
  });

  test('reads: categories by sort order, published FAQs by category then sort order, as the file', async () => {
    await syncFaqContent(db, content());
    const categories = await readFaqCategories(db);
    const faqs = await readPublishedFaqs(db);
    expect(categories.map((c) => c.key)).toEqual(['general', 'permits', 'old']);
    expect(faqs.map((f) => f.id)).toEqual([
      'faq-general-what',
      'faq-old',
      'faq-permit-who',
      'faq-permit-time',
    ]);
    expect(categories).toEqual(categoriesFromContent(content()));
    expect(faqs).toEqual(publishedFaqsFromContent(content()));
    expect(groupFaqs(categories, faqs, 'en')).toEqual([
      {
        key: 'general',
        title: 'General',
        items: [
          { id: 'faq-general-what', question: 'What do you do?', answer: 'Workforce mobility.' },
        ],
      },
      {
        key: 'permits',
        title: 'Permits',
        items: [
          {
            id: 'faq-permit-who',
            question: 'Who needs a work permit?',
            answer: 'Citizens from outside the EU/EEA.',
          },
          {
            id: 'faq-permit-time',
            question: 'How long does a work permit take?',
            answer: 'It varies.',
          },
        ],
      },
      {
        key: 'old',
        title: 'Old',
        items: [{ id: 'faq-old', question: 'Old question?', answer: 'Old answer.' }],
      },
    ]);
  });
});

describe('FAQ content file', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'site-faq-'));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  test('a missing file reads as null (nothing to sync)', async () => {
    await expect(readFaqContent(path.join(dir, 'missing.json'))).resolves.toBeNull();
  });

  test('duplicate ids and unknown categories are rejected with a clear message', async () => {
    const bad = structuredClone(fixture);
    bad.faqs.push({ ...bad.faqs[0], category_key: 'nowhere' } as (typeof bad.faqs)[number]);
    const file = path.join(dir, 'bad.json');
    await writeFile(file, JSON.stringify(bad));
    await expect(readFaqContent(file)).rejects.toThrow(
      /duplicate faq id faq-permit-time[\s\S]*unknown category_key nowhere/,
    );
  });

  test('groupFaqs in Swedish drops unpublished entries and keeps empty categories empty', () => {
    const c = content();
    const faqs = publishedFaqsFromContent(c).filter((f) => f.categoryKey !== 'old');
    const hidden = { ...faqs[0], id: 'hidden', isPublished: false } as (typeof faqs)[number];
    const groups = groupFaqs(categoriesFromContent(c), [...faqs, hidden], 'sv');
    expect(groups.map((g) => [g.title, g.items.length])).toEqual([
      ['Allmänt', 1],
      ['Tillstånd', 2],
      ['Gammalt', 0],
    ]);
    expect(groups[0]?.items).toEqual([
      { id: 'faq-general-what', question: 'Vad gör ni?', answer: 'Kompetensförsörjning.' },
    ]);
  });
});
