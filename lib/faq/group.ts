import type { Locale } from 'next-intl';
import type { FaqCategoryRecord, FaqRecord } from './types';

export interface FaqGroup {
  key: string;
  title: string;
  items: { id: string; question: string; answer: string }[];
}

const bySortOrder = <T extends { sortOrder: number }>(a: T, b: T) => a.sortOrder - b.sortOrder;

/**
 * The FAQ in one language: every category in sort order with its published questions in sort
 * order. A category without questions keeps an empty `items` (the page shows "No questions in
 * this category yet"); unpublished FAQs and FAQs of unknown categories are dropped.
 */
export function groupFaqs(
  categories: readonly FaqCategoryRecord[],
  faqs: readonly FaqRecord[],
  locale: Locale,
): FaqGroup[] {
  const sv = locale === 'sv';
  return [...categories].sort(bySortOrder).map((category) => ({
    key: category.key,
    title: sv ? category.titleSv : category.titleEn,
    items: faqs
      .filter((faq) => faq.isPublished && faq.categoryKey === category.key)
      .sort(bySortOrder)
      .map((faq) => ({
        id: faq.id,
        question: sv ? faq.questionSv : faq.questionEn,
        answer: sv ? faq.answerSv : faq.answerEn,
      })),
  }));
}
