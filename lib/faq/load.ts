import 'server-only';
import type { AppLocale } from '@/lib/i18n/routing';
import {
  getFaqCategories,
  getPublishedFaqs,
  getRuleSetInForce,
  groupFaqs,
  type FaqGroup,
} from './queries';
import { fillRulePlaceholders } from './rule-placeholders';

/**
 * The FAQ page's data: every category in sort order (empty ones included, spec §2) with its
 * published questions in the page language, salary figures filled in from the rule set in force
 * (lib/faq/rule-placeholders.ts).
 *
 * Read errors propagate on purpose (spec §8: a failed FAQ read is raised): during a background
 * revalidation Next then keeps serving the last good page instead of caching an empty one.
 */
export async function loadFaq(locale: AppLocale): Promise<FaqGroup[]> {
  const [categories, faqs, rules] = await Promise.all([
    getFaqCategories(),
    getPublishedFaqs(),
    getRuleSetInForce(),
  ]);
  return groupFaqs(categories, faqs, locale).map((group) => ({
    ...group,
    items: group.items.map((item) => ({
      ...item,
      answer: fillRulePlaceholders(item.answer, rules, locale),
    })),
  }));
}
