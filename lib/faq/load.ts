import 'server-only';
import type { AppLocale } from '@/lib/i18n/routing';
import { getFaqCategories, getPublishedFaqs, groupFaqs, type FaqGroup } from './queries';

/**
 * The FAQ page's data: every category in sort order (empty ones included, spec §2) with its
 * published questions in the page language.
 *
 * Read errors propagate on purpose (spec §8: a failed FAQ read is raised): during a background
 * revalidation Next then keeps serving the last good page instead of caching an empty one.
 */
export async function loadFaq(locale: AppLocale): Promise<FaqGroup[]> {
  const [categories, faqs] = await Promise.all([getFaqCategories(), getPublishedFaqs()]);
  return groupFaqs(categories, faqs, locale);
}
