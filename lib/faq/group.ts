import type { FaqCategoryRecord, FaqRecord } from './types';

export type FaqLocale = 'sv' | 'en';

export interface FaqGroup {
  key: string;
  title: string;
  items: { id: string; question: string; answer: string }[];
}

const bySortOrder = <T extends { sortOrder: number }>(a: T, b: T) => a.sortOrder - b.sortOrder;

/**
 * The FAQ in one language, grouped by category in sort order. Unpublished FAQs, FAQs of unknown
 * categories and categories left without any FAQ are dropped, so the page never shows an empty
 * heading.
 */
export function groupFaqs(
  categories: readonly FaqCategoryRecord[],
  faqs: readonly FaqRecord[],
  locale: FaqLocale,
): FaqGroup[] {
  const sv = locale === 'sv';
  return [...categories]
    .sort(bySortOrder)
    .map((category) => ({
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
    }))
    .filter((group) => group.items.length > 0);
}
