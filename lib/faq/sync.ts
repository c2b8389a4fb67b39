import type { PrismaClient } from '@/lib/db/generated/client';
import type { FaqContent } from './content';

export interface FaqSyncResult {
  categories: { upserted: number; deleted: number };
  faqs: { upserted: number; deleted: number };
}

// Makes the FAQ tables equal to the content file, matched by the file's stable ids:
// - rows in the file are inserted or updated (a changed category key cascades to its FAQs);
// - rows whose ids vanished from the file are DELETED, not unpublished. The file, kept in git,
//   is the single editorial source and its history is the archive; hiding an entry is done in the
//   file with "is_published": false. Deleting keeps "what the file says" == "what the site shows",
//   so no forgotten database-only row can resurface.
// All in one transaction: a failed sync leaves the previous FAQ intact.
export async function syncFaqContent(
  db: PrismaClient,
  content: FaqContent,
): Promise<FaqSyncResult> {
  return db.$transaction(
    async (tx) => {
      for (const c of content.categories) {
        const data = {
          key: c.key,
          titleSv: c.title_sv,
          titleEn: c.title_en,
          sortOrder: c.sort_order,
        };
        await tx.faqCategory.upsert({
          where: { id: c.id },
          create: { id: c.id, ...data },
          update: data,
        });
      }
      for (const f of content.faqs) {
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
      const faqs = await tx.faq.deleteMany({ where: { id: { notIn: faqIds } } });
      const categories = await tx.faqCategory.deleteMany({ where: { id: { notIn: categoryIds } } });
      return {
        categories: { upserted: categoryIds.length, deleted: categories.count },
        faqs: { upserted: faqIds.length, deleted: faqs.count },
      };
    },
    { timeout: 60_000, maxWait: 10_000 },
  );
}
