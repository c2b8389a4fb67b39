import 'server-only';
import { getDb } from '@/lib/db/client';
import { readRuleSetInForce } from '@/lib/salary/rule-set-store';
import { DEFAULT_RULE_SET, type SalaryRuleSet } from '@/lib/salary/rule-sets';
import { now as clockNow } from '@/lib/time/clock';
import { readFaqCategories, readPublishedFaqs } from './read';
import type { FaqCategoryRecord, FaqRecord } from './types';

export { groupFaqs, type FaqGroup } from './group';
export type { FaqCategoryRecord, FaqRecord } from './types';

// The FAQ page is prerendered at build and revalidated every 300 s; both read the database.
// With DATABASE_URL the build syncs prisma/content/faq.json into PostgreSQL first (prebuild);
// without it the build reads an in-memory embedded database seeded from that same file
// (lib/db/connect.ts), as the on-disk one is when the server opens it. A failed read is raised
//.

/** All FAQ categories, ordered by sort_order. */
export async function getFaqCategories(): Promise<FaqCategoryRecord[]> {
  return readFaqCategories(await getDb());
}

/** Published FAQs, ordered by category_key, then sort_order. */
export async function getPublishedFaqs(): Promise<FaqRecord[]> {
  return readPublishedFaqs(await getDb());
}

/** The salary rule set in force today, for the figures in FAQ answers. */
export async function getRuleSetInForce(now: Date = clockNow()): Promise<SalaryRuleSet> {
  return (await readRuleSetInForce(await getDb(), now)) ?? DEFAULT_RULE_SET;
}
