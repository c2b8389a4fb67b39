import 'server-only';
import type { AppLocale } from '@/lib/i18n/routing';
import { getFaqCategories, getPublishedFaqs, groupFaqs, type FaqCategoryRecord, type FaqGroup } from './queries';

/**
 * The FAQ page's data: every category in sort order with its published questions in the page
 * language. groupFaqs drops categories without questions; the spec (§2) shows them with an
 * "empty category" text, so they are put back here in their place.
 *
 * Read errors propagate on purpose (spec §8: a failed FAQ read is raised): during a background
 * revalidation Next then keeps serving the last good page instead of caching an empty one.
 */
export async function loadFaq(locale: AppLocale): Promise<FaqGroup[]> {
  const [categories, faqs] = await Promise.all([getFaqCategories(), getPublishedFaqs()]);
  const groups = new Map(groupFaqs(categories, faqs, locale).map((group) => [group.key, group]));
  return [...categories].sort(bySortOrder).map(
    (category) =>
      groups.get(category.key) ?? {
        key: category.key,
        title: locale === 'sv' ? category.titleSv : category.titleEn,
        items: [],
      },
  );
}

const bySortOrder = (a: FaqCategoryRecord, b: FaqCategoryRecord) => a.sortOrder - b.sortOrder;
