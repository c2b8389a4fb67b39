import { FAQ_CONTENT_PATH, readFaqContent } from '@/lib/faq/content';
import { syncFaqContent, type FaqSyncResult } from '@/lib/faq/sync';
import { seedRuleSets } from '@/lib/salary/rule-set-store';
import type { PrismaClient } from './generated/client';

export interface SeedResult {
  ruleSetsCreated: number;
  faq: FaqSyncResult | null;
}

/**
 * Idempotent: the salary rule sets of lib/salary/rule-sets.ts whose date has no set yet (a set
 * staff have edited is never overwritten) and the FAQ content file (sync by id).
 */
export async function seedDatabase(
  db: PrismaClient,
  options: { faqContentPath?: string } = {},
): Promise<SeedResult> {
  const ruleSetsCreated = await seedRuleSets(db);
  const content = await readFaqContent(options.faqContentPath ?? FAQ_CONTENT_PATH);
  const faq = content ? await syncFaqContent(db, content) : null;
  return { ruleSetsCreated, faq };
}
