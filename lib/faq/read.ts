import type { Db } from '@/lib/db/client';
import type { FaqCategoryRecord, FaqRecord } from './types';

// The public FAQ's two reads: every category, and the published questions. Each takes the
// client (no 'server-only': the seed script uses them too); lib/faq/load.ts puts them together
// with the salary figures for the page. The back office's editor (lib/admin/faq.ts) selects the
// same fields and order.

export const categoryFields = {
  id: true,
  key: true,
  titleSv: true,
  titleEn: true,
  sortOrder: true,
} as const;
export const faqFields = {
  id: true,
  categoryKey: true,
  questionSv: true,
  questionEn: true,
  answerSv: true,
  answerEn: true,
  sortOrder: true,
  isPublished: true,
} as const;
/** Categories in the order the FAQ shows them. */
export const categoryOrder = [{ sortOrder: 'asc' as const }, { key: 'asc' as const }];

/** All FAQ categories, ordered by sort_order. */
export function readFaqCategories(db: Db): Promise<FaqCategoryRecord[]> {
  return db.faqCategory.findMany({
    select: categoryFields,
    orderBy: categoryOrder,
  });
}

/** Published FAQs, ordered by category_key, then sort_order. */
export function readPublishedFaqs(db: Db): Promise<FaqRecord[]> {
  return db.faq.findMany({
    select: faqFields,
    where: { isPublished: true },
    orderBy: [{ categoryKey: 'asc' }, { sortOrder: 'asc' }, { id: 'asc' }],
  });
}
