import 'server-only';
import type { Locale } from 'next-intl';
import { readStaleOnError } from '@/lib/cache/stale-on-error';
import {
  getFaqCategories,
  getPublishedFaqs,
  getRuleSetInForce,
  groupFaqs,
  type FaqGroup,
} from './queries';
import { fillRulePlaceholders } from './rule-placeholders';

/**
 * The FAQ page's data: every category in sort order (empty ones included: they say so) with its
 * published questions in the page language, salary figures filled in from the rule set in force
 * (lib/faq/rule-placeholders.ts).
 *
 * When the database cannot be read, the FAQ is rendered from the last good read instead, for a
 * short while and with one warning (lib/cache/stale-on-error.ts): a revalidation, timed or on
 * demand, keeps the last good page. Any other read error propagates (a failed FAQ read
 * is raised), and so does an outage with nothing read before.
 */
export async function loadFaq(locale: Locale): Promise<FaqGroup[]> {
  const { categories, faqs, rules } = await readFaqSnapshot();
  return groupFaqs(categories, faqs, locale).map((group) => ({
    ...group,
    items: group.items.map((item) => ({
      ...item,
      answer: fillRulePlaceholders(item.answer, rules, locale),
    })),
  }));
}

/** Both languages' FAQ and the rule set in force, as last read (also at server start). */
export function readFaqSnapshot() {
  return readStaleOnError('faq', async () => {
    const [categories, faqs, rules] = await Promise.all([
      getFaqCategories(),
      getPublishedFaqs(),
      getRuleSetInForce(),
    ]);
    return { categories, faqs, rules };
  });
}
