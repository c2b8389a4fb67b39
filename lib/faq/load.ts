import 'server-only';
import type { Locale } from 'next-intl';
import { readStaleOnError } from '@/lib/cache/stale-on-error';
import type { PrismaClient } from '@/lib/db/generated/client';
import { readRules } from '@/lib/salary/read';
import { stockholmDate } from '@/lib/salary/rules';
import { now } from '@/lib/time/clock';
import { groupFaqs, type FaqGroup } from './group';
import { fillRulePlaceholders, rulePlaceholderValues } from './rule-placeholders';
import { readFaqCategories, readPublishedFaqs } from './read';

// The FAQ page is prerendered at build and revalidated every 300 s; both read the database.
// The build syncs prisma/content/faq.json into PostgreSQL first (`npm run db:deploy`: prebuild
// with DATABASE_URL, scripts/db/with-embedded.mjs without).
// These reads take the opener (getDb) rather than the client, so that a database that cannot
// even be opened falls back to the last good read too (docs/architecture.md, data access).
type Open = () => Promise<PrismaClient>;

/**
 * The FAQ page's data: every category in sort order (empty ones included: they say so) with its
 * published questions in the page language, salary figures filled in from the rules for an
 * application received today (lib/faq/rule-placeholders.ts).
 *
 * When the database cannot be read, the FAQ is rendered from the last good read instead, for a
 * short while and with one warning (lib/cache/stale-on-error.ts): a revalidation, timed or on
 * demand, keeps the last good page. Any other read error propagates (a failed FAQ read
 * is raised), and so does an outage with nothing read before.
 */
export async function loadFaq(open: Open, locale: Locale): Promise<FaqGroup[]> {
  const { categories, faqs, rules } = await readFaqSnapshot(open);
  const figures = rulePlaceholderValues(rules, stockholmDate(now()), locale);
  return groupFaqs(categories, faqs, locale).map((group) => ({
    ...group,
    items: group.items.map((item) => ({
      ...item,
      answer: fillRulePlaceholders(item.answer, figures),
    })),
  }));
}

/** Both languages' FAQ and the salary rules, as last read (also at server start). */
export function readFaqSnapshot(open: Open) {
  return readStaleOnError('faq', async () => {
    const db = await open();
    const [categories, faqs, rules] = await Promise.all([
      readFaqCategories(db),
      readPublishedFaqs(db),
      readRules(db),
    ]);
    return { categories, faqs, rules };
  });
}
