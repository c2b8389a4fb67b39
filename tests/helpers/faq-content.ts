import type { FaqContent } from '@/lib/faq/content';
import type { FaqCategoryRecord, FaqRecord } from '@/lib/faq/types';

// What the FAQ reads of lib/faq/read.ts return once the content file is synced: the expected
// values of the seed and sync tests (same order, same shape).

export function categoriesFromContent(content: FaqContent): FaqCategoryRecord[] {
  return content.categories
    .map((c) => ({
      id: c.id,
      key: c.key,
      titleSv: c.title_sv,
      titleEn: c.title_en,
      sortOrder: c.sort_order,
    }))
    .sort((a, b) => a.sortOrder - b.sortOrder || a.key.localeCompare(b.key));
}

export function publishedFaqsFromContent(content: FaqContent): FaqRecord[] {
  return content.faqs
    .filter((f) => f.is_published)
    .map((f) => ({
      id: f.id,
      categoryKey: f.category_key,
      questionSv: f.question_sv,
      questionEn: f.question_en,
      answerSv: f.answer_sv,
      answerEn: f.answer_en,
      sortOrder: f.sort_order,
      isPublished: true,
    }))
    .sort(
      (a, b) => cmp(a.categoryKey, b.categoryKey) || a.sortOrder - b.sortOrder || cmp(a.id, b.id),
    );
}

// Byte order, as Postgres sorts text under the C collation; close enough to keep both sources
// in the same order for the keys we use (lower-case ASCII slugs).
function cmp(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
