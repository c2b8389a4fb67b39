/** @jest-environment node */
import type { PrismaClient } from '@/lib/db/generated/client';
import {
  createFaq,
  createFaqCategory,
  deleteFaq,
  deleteFaqCategory,
  FaqCategoryKeyTakenError,
  FaqCategoryNotEmptyError,
  listFaqForEditor,
  moveFaq,
  moveFaqCategory,
  moveInOrder,
  setFaqPublished,
  updateFaq,
  updateFaqCategory,
} from '@/lib/admin/faq';
import { faqContentSchema, type FaqContent } from '@/lib/faq/content';
import { readPublishedFaqs } from '@/lib/faq/read';
import { syncFaqContent } from '@/lib/faq/sync';
import { faqInputSchema } from '@/lib/validation/admin-faq';
import { createTestDatabase, truncateAll, type TestDatabase } from '@/tests/helpers/db';
import fixture from '../db/fixtures/faq.json';

jest.setTimeout(60_000);

const content = (): FaqContent => faqContentSchema.parse(structuredClone(fixture));

describe('FAQ editor (lib/admin/faq.ts) and faq:sync on PostgreSQL', () => {
  let database: TestDatabase;
  let db: PrismaClient;

  beforeAll(async () => {
    database = await createTestDatabase();
    db = database.db;
  });
  afterAll(() => database?.close());
  beforeEach(async () => {
    await truncateAll(db);
    await syncFaqContent(db, content());
  });

  const ids = async (categoryKey: string) =>
    (await db.faq.findMany({ where: { categoryKey }, orderBy: { sortOrder: 'asc' } })).map(
      (f) => f.id,
    );

  test('the editor lists every category in order with all its questions, unpublished too', async () => {
    const list = await listFaqForEditor(db);
    expect(list.map((c) => c.key)).toEqual(['general', 'permits', 'old']);
    expect(list.flatMap((c) => c.faqs).length).toBe(content().faqs.length);
    expect(list.flatMap((c) => c.faqs).some((f) => !f.isPublished)).toBe(true);
  });

  test('a staff edit survives the next sync; untouched rows still follow the file', async () => {
    await updateFaq(db, 'faq-permit-who', {
      categoryKey: 'permits',
      questionSv: 'Vem behöver tillstånd? (personalens text)',
      questionEn: 'Who needs a permit? (staff)',
      answerSv: 'Medborgare utanför EU.',
      answerEn: 'Citizens from outside the EU.',
      isPublished: true,
    });
    const next = content();
    for (const faq of next.faqs) faq.answer_en = `${faq.answer_en} (file v2)`;
    const result = await syncFaqContent(db, next);
    expect(result.faqs.kept).toBe(1);
    expect(await db.faq.findUnique({ where: { id: 'faq-permit-who' } })).toMatchObject({
      questionEn: 'Who needs a permit? (staff)',
      answerEn: 'Citizens from outside the EU.',
    });
    expect((await db.faq.findUnique({ where: { id: 'faq-permit-time' } }))?.answerEn).toMatch(
      /\(file v2\)$/,
    );
  });

  test('a question or category staff deleted does not come back with the next sync', async () => {
    await deleteFaq(db, 'faq-old');
    await deleteFaqCategory(db, 'cat-old');
    await deleteFaq(db, 'faq-permit-time');
    const result = await syncFaqContent(db, content());
    expect(await db.faq.findUnique({ where: { id: 'faq-old' } })).toBeNull();
    expect(await db.faq.findUnique({ where: { id: 'faq-permit-time' } })).toBeNull();
    expect(await db.faqCategory.findUnique({ where: { id: 'cat-old' } })).toBeNull();
    expect(result.categories.kept).toBe(1);
    expect(result.faqs.kept).toBe(2);
  });

  test('what staff created stays when the sync deletes what left the file', async () => {
    const category = await createFaqCategory(db, {
      key: 'staff-made',
      titleSv: 'Nytt',
      titleEn: 'New',
    });
    const faq = await createFaq(db, {
      categoryKey: 'staff-made',
      questionSv: 'Fråga?',
      questionEn: 'Question?',
      answerSv: 'Svar.',
      answerEn: 'Answer.',
      isPublished: true,
    });
    const result = await syncFaqContent(db, { categories: [], faqs: [] });
    expect(await db.faqCategory.findUnique({ where: { id: category.id } })).not.toBeNull();
    expect(await db.faq.findUnique({ where: { id: faq.id } })).not.toBeNull();
    expect(result.faqs.deleted).toBe(content().faqs.length);
  });

  test('a new category goes last; its key must be free', async () => {
    const created = await createFaqCategory(db, {
      key: 'visas',
      titleSv: 'Visum',
      titleEn: 'Visas',
    });
    expect(created.sortOrder).toBe(4);
    expect(created.editedAt).toBeInstanceOf(Date);
    await expect(
      createFaqCategory(db, { key: 'visas', titleSv: 'X', titleEn: 'X' }),
    ).rejects.toBeInstanceOf(FaqCategoryKeyTakenError);
    await updateFaqCategory(db, created.id, {
      titleSv: 'Visum och resor',
      titleEn: 'Visas and travel',
    });
    expect((await db.faqCategory.findUnique({ where: { id: created.id } }))?.titleSv).toBe(
      'Visum och resor',
    );
  });

  test('a category with questions cannot be deleted', async () => {
    await expect(deleteFaqCategory(db, 'cat-permits')).rejects.toBeInstanceOf(
      FaqCategoryNotEmptyError,
    );
    expect(await db.faqCategory.count()).toBe(3);
  });

  test('publish and unpublish change what the public read returns', async () => {
    await setFaqPublished(db, 'faq-permit-who', false);
    expect((await readPublishedFaqs(db)).map((f) => f.id)).not.toContain('faq-permit-who');
    await setFaqPublished(db, 'faq-permit-who', true);
    expect((await readPublishedFaqs(db)).map((f) => f.id)).toContain('faq-permit-who');
  });

  test('move up and down swap neighbours, stop at the ends and mark moved rows edited', async () => {
    const before = await ids('permits');
    const [first, second] = before;
    if (!first || !second) throw new Error('fixture needs two permit FAQs');
    expect(await moveFaq(db, second, 'up')).toBe(true);
    expect(await ids('permits')).toEqual([second, first, ...before.slice(2)]);
    expect(await moveFaq(db, second, 'up')).toBe(false);
    expect((await db.faq.findUnique({ where: { id: first } }))?.editedAt).not.toBeNull();
    expect(await moveFaqCategory(db, 'cat-permits', 'up')).toBe(true);
    expect((await listFaqForEditor(db)).map((c) => c.key)).toEqual(['permits', 'general', 'old']);
    // The file's order no longer applies to what staff moved.
    await syncFaqContent(db, content());
    expect((await listFaqForEditor(db)).map((c) => c.key)).toEqual(['permits', 'general', 'old']);
  });

  test('moveInOrder', () => {
    expect(moveInOrder(['a', 'b', 'c'], 'b', 'up')).toEqual(['b', 'a', 'c']);
    expect(moveInOrder(['a', 'b', 'c'], 'b', 'down')).toEqual(['a', 'c', 'b']);
    expect(moveInOrder(['a', 'b'], 'a', 'up')).toBeNull();
    expect(moveInOrder(['a', 'b'], 'b', 'down')).toBeNull();
    expect(moveInOrder(['a'], 'x', 'up')).toBeNull();
  });

  test('the form schema refuses empty translations and cleans control characters', () => {
    const result = faqInputSchema.safeParse({
      categoryKey: 'permits',
      questionSv: '',
      questionEn: 'Q\u0007?',
      answerSv: 'S',
      answerEn: 'A',
      isPublished: true,
    });
    expect(result.success).toBe(false);
    const ok = faqInputSchema.parse({
      categoryKey: 'permits',
      questionSv: 'F?',
      questionEn: 'Q\u0007?',
      answerSv: 'S',
      answerEn: 'A',
      isPublished: false,
    });
    expect(ok.questionEn).toBe('Q?');
  });
});
