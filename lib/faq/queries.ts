import 'server-only';
import { getDb } from '@/lib/db/client';
import { DatabaseLockedError } from '@/lib/db/errors';
import { isNextBuild } from '@/lib/db/phase';
import { env } from '@/lib/env';
import { readFaqContent, type FaqContent } from './content';
import {
  categoriesFromContent,
  publishedFaqsFromContent,
  readFaqCategories,
  readPublishedFaqs,
} from './read';
import type { FaqCategoryRecord, FaqRecord } from './types';
import { now as clockNow } from '@/lib/time/clock';
import { readRuleSetInForce } from '@/lib/salary/rule-set-store';
import {
  DEFAULT_RULE_SET,
  ruleSetInForce,
  SEED_RULE_SETS,
  stockholmDate,
  type SalaryRuleSet,
} from '@/lib/salary/rule-sets';

export { groupFaqs, type FaqGroup, type FaqLocale } from './group';
export type { FaqCategoryRecord, FaqRecord } from './types';

// Where FAQ reads come from (the FAQ page is prerendered at build and revalidated every 300 s):
// - DATABASE_URL set: always PostgreSQL. The build syncs prisma/content/faq.json into it first
//   (prebuild), so the prerendered page shows the database's content.
// - Embedded PGlite, during `next build`: the content file. Build workers are parallel processes
//   and PGlite allows one process per directory, so the build never opens it; the embedded
//   database is seeded from this same file when the server first opens it, so the prerendered
//   HTML and the first revalidation agree.
// - Embedded PGlite, at runtime: the database (the server process owns it). If another process
//   holds the directory (e.g. `npm run db:seed` while `next start` runs) the read falls back to
//   the file with a warning rather than failing the page. Any other failure is raised (spec §8).

async function fromContentFile<T>(pick: (content: FaqContent) => T[]): Promise<T[]> {
  const content = await readFaqContent();
  return content ? pick(content) : [];
}

async function read<T>(
  fromDb: (db: Awaited<ReturnType<typeof getDb>>) => Promise<T[]>,
  fromFile: (content: FaqContent) => T[],
): Promise<T[]> {
  if (!env.DATABASE_URL && isNextBuild()) return fromContentFile(fromFile);
  try {
    return await fromDb(await getDb());
  } catch (error) {
    if (!(error instanceof DatabaseLockedError)) throw error;
    console.warn(`[faq] ${error.message} Reading the FAQ from the content file instead.`);
    return fromContentFile(fromFile);
  }
}

/** All FAQ categories, ordered by sort_order. */
export function getFaqCategories(): Promise<FaqCategoryRecord[]> {
  return read(readFaqCategories, categoriesFromContent);
}

/** Published FAQs, ordered by category_key, then sort_order. */
export function getPublishedFaqs(): Promise<FaqRecord[]> {
  return read(readPublishedFaqs, publishedFaqsFromContent);
}

/**
 * The salary rule set in force today, for the figures in FAQ answers: from the database, or,
 * where the FAQ reads the content file, from the sets the embedded database is seeded with.
 */
export async function getRuleSetInForce(now: Date = clockNow()): Promise<SalaryRuleSet> {
  const fromSeed = () => ruleSetInForce(SEED_RULE_SETS, stockholmDate(now));
  const [set] = await read(
    async (db) => [await readRuleSetInForce(db, now)],
    () => [fromSeed()],
  );
  return set ?? DEFAULT_RULE_SET;
}
