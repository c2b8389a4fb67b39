import { readFaqContent } from '@/lib/faq/content';
import { syncFaqContent, type FaqSyncResult } from '@/lib/faq/sync';
import { seedSalaryRules } from '@/lib/salary/rule-store';
import type { PrismaClient } from './generated/client';

export interface SeedResult {
  salaryRulesCreated: number;
  faq: FaqSyncResult | null;
}

/**
 * Idempotent: the salary rules of lib/salary/seed-rules.ts into each kind of rule the database
 * holds none of (what staff entered is never overwritten) and the FAQ content file (sync by id).
 */
export async function seedDatabase(db: PrismaClient): Promise<SeedResult> {
  const salaryRulesCreated = await seedSalaryRules(db);
  const content = await readFaqContent();
  const faq = content ? await syncFaqContent(db, content) : null;
  return { salaryRulesCreated, faq };
}
