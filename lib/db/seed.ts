import { DEFAULT_SALARY_PARAMETERS } from '@/lib/salary/defaults';
import { FAQ_CONTENT_PATH, readFaqContent } from '@/lib/faq/content';
import { syncFaqContent, type FaqSyncResult } from '@/lib/faq/sync';
import type { PrismaClient } from './generated/client';

export interface SeedResult {
  parametersCreated: number;
  faq: FaqSyncResult | null;
}

/**
 * Inserts the spec's default salary parameters that are missing; existing values are left as
 * they are, because staff adjust them in the database when the Migration Agency's figures
 * change and a redeploy must not put the old numbers back.
 */
export async function seedSalaryParameters(db: PrismaClient): Promise<number> {
  const { count } = await db.salaryCalculationParameter.createMany({
    data: Object.entries(DEFAULT_SALARY_PARAMETERS).map(([parameterKey, value]) => ({
      parameterKey,
      parameterValue: value,
    })),
    skipDuplicates: true,
  });
  return count;
}

/** Idempotent: salary parameters (insert missing) and the FAQ content file (sync by id). */
export async function seedDatabase(
  db: PrismaClient,
  options: { faqContentPath?: string } = {},
): Promise<SeedResult> {
  const parametersCreated = await seedSalaryParameters(db);
  const content = await readFaqContent(options.faqContentPath ?? FAQ_CONTENT_PATH);
  const faq = content ? await syncFaqContent(db, content) : null;
  return { parametersCreated, faq };
}
