import type { Db } from '@/lib/db/client';
import type { PrismaClient } from '@/lib/db/generated/client';
import type { FaqContent } from './content';

export interface FaqSyncResult {
  categories: { upserted: number; deleted: number; kept: number };
  faqs: { upserted: number; deleted: number; kept: number };
}

// Makes the FAQ tables follow the content file, matched by the file's stable ids, except where
// staff have taken an entry over in the back office (lib/admin/faq.ts):
// - rows in the file are inserted or updated (a changed category key cascades to its FAQs);
// - rows whose ids vanished from the file are DELETED, not unpublished (hiding an entry is done
//   in the file with "is_published": false), so no forgotten row resurfaces;
// - but a row staff edited or created (edited_at set) is never updated or deleted, and an id
//   staff deleted (faq_deletions) is never inserted again: the file seeds a fresh install, the
//   back office owns what staff touched. Those count as `kept`. A FAQ of the file whose category
//   is not in the database (staff deleted it) is kept out too.
// All in one transaction: a failed sync leaves the previous FAQ intact.
export async function syncFaqContent(
  db: PrismaClient,
  content: FaqContent,
): Promise<FaqSyncResult> {
  return db.$transaction((tx) => sync(tx, content), { timeout: 60_000, maxWait: 10_000 });
}

async function staffOwned(tx: Db, kind: 'category' | 'faq'): Promise<Set<string>> {
  const deleted = await tx.faqDeletion.findMany({ where: { kind }, select: { id: true } });
  const where = { editedAt: { not: null } };
  const edited =
    kind === 'category'
      ? await tx.faqCategory.findMany({ where, select: { id: true } })
      : await tx.faq.findMany({ where, select: { id: true } });
  return new Set([...deleted, ...edited].map((row) => row.id));
}

async function sync(tx: Db, content: FaqContent): Promise<FaqSyncResult> {
  const ownedCategories = await staffOwned(tx, 'category');
  const ownedFaqs = await staffOwned(tx, 'faq');
  let categoriesKept = 0;
  for (const c of content.categories) {
    if (ownedCategories.has(c.id)) {
      categoriesKept += 1;
      continue;
    }
    const data = { key: c.key, titleSv: c.title_sv, titleEn: c.title_en, sortOrder: c.sort_order };
    await tx.faqCategory.upsert({
      where: { id: c.id },
      create: { id: c.id, ...data },
      update: data,
    });
  }
  const keys = new Set(
    (await tx.faqCategory.findMany({ select: { key: true } })).map((c) => c.key),
  );
  let faqsKept = 0;
  for (const f of content.faqs) {
    if (ownedFaqs.has(f.id) || !keys.has(f.category_key)) {
      faqsKept += 1;
      continue;
    }
    const data = {
      categoryKey: f.category_key,
      questionSv: f.question_sv,
      questionEn: f.question_en,
      answerSv: f.answer_sv,
      answerEn: f.answer_en,
      sortOrder: f.sort_order,
      isPublished: f.is_published,
    };
    await tx.faq.upsert({ where: { id: f.id }, create: { id: f.id, ...data }, update: data });
  }
  const faqIds = content.faqs.map((f) => f.id);
  const categoryIds = content.categories.map((c) => c.id);
  const faqs = await tx.faq.deleteMany({ where: { id: { notIn: faqIds }, editedAt: null } });
  // A category that left the file but still holds FAQs staff own stays (its FAQs need it).
  const categories = await tx.faqCategory.deleteMany({
    where: { id: { notIn: categoryIds }, editedAt: null, faqs: { none: {} } },
  });
  return {
    categories: {
      upserted: categoryIds.length - categoriesKept,
      deleted: categories.count,
      kept: categoriesKept,
    },
    faqs: { upserted: faqIds.length - faqsKept, deleted: faqs.count, kept: faqsKept },
  };
}
