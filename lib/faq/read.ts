import type { PrismaClient } from '@/lib/db/generated/client';
import type { FaqCategoryRecord, FaqRecord } from './types';

// The public FAQ's two reads: every category, and the published questions.

const categoryFields = {
  id: true,
  key: true,
  titleSv: true,
  titleEn: true,
  sortOrder: true,
} as const;
const faqFields = {
  id: true,
  categoryKey: true,
  questionSv: true,
  questionEn: true,
  answerSv: true,
  answerEn: true,
  sortOrder: true,
  isPublished: true,
} as const;

export function readFaqCategories(db: PrismaClient): Promise<FaqCategoryRecord[]> {
  return db.faqCategory.findMany({
    select: categoryFields,
    orderBy: [{ sortOrder: 'asc' }, { key: 'asc' }],
  });
}

export function readPublishedFaqs(db: PrismaClient): Promise<FaqRecord[]> {
  return db.faq.findMany({
    select: faqFields,
    where: { isPublished: true },
    orderBy: [{ categoryKey: 'asc' }, { sortOrder: 'asc' }, { id: 'asc' }],
  });
}
