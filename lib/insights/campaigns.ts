import type { Db } from '@/lib/db/client';
import { OTHER, sanitizeUtm, type Utm } from './classify';

// The campaign vocabulary: the UTM values staff list at /admin/insights (campaign_values). A
// page view or a lead source keeps a UTM value only when it is listed; any other is kept as
// OTHER, so a script cannot fill the tables with values of its choosing, and nothing a visitor
// typed into an address (a name, an email address) is ever kept. Read from the database when
// the counts are written, so every instance applies the same list at once.

/** Values on the list at most. */
export const MAX_CAMPAIGN_VALUES = 100;
/** Characters of a typed list at most (room for MAX_CAMPAIGN_VALUES values of UTM_MAX_LENGTH). */
const MAX_LIST_LENGTH = 10_000;

/** The list, in order. */
export async function campaignValues(db: Db): Promise<string[]> {
  const rows = await db.campaignValue.findMany({
    select: { value: true },
    orderBy: { value: 'asc' },
  });
  return rows.map((row) => row.value);
}

/** The list as a set, or an empty one without asking when none of `utm` needs it. */
export async function vocabularyFor(db: Db, utm: readonly Utm[]): Promise<ReadonlySet<string>> {
  const any = utm.some((values) => values.utmSource || values.utmMedium || values.utmCampaign);
  return new Set(any ? await campaignValues(db) : []);
}

const keep = (value: string, allowed: ReadonlySet<string>) =>
  value === '' || allowed.has(value) ? value : OTHER;

/** `utm` with each value that is not on the list as OTHER ('' stays ''). */
export function withinVocabulary<T extends Utm>(utm: T, allowed: ReadonlySet<string>): T {
  return {
    ...utm,
    utmSource: keep(utm.utmSource, allowed),
    utmMedium: keep(utm.utmMedium, allowed),
    utmCampaign: keep(utm.utmCampaign, allowed),
  };
}

/**
 * The list as staff typed it: one value per line (or comma-separated), each written the way a
 * page address's value is counted (sanitizeUtm: "Juni 2026" is "juni-2026"), without blanks or
 * repeats. Null when it holds more than MAX_CAMPAIGN_VALUES.
 */
export function parseCampaignList(text: string): string[] | null {
  if (text.length > MAX_LIST_LENGTH) return null;
  const values = new Set(
    text
      .split(/[\n,]/)
      .map((line) => sanitizeUtm(line))
      .filter(Boolean),
  );
  return values.size > MAX_CAMPAIGN_VALUES ? null : [...values];
}

/** Replaces the list; what it was and is, for the audit row. */
export async function replaceCampaignValues(
  tx: Db,
  values: readonly string[],
): Promise<{ added: string[]; removed: string[] }> {
  const before = await campaignValues(tx);
  await tx.campaignValue.deleteMany({ where: { value: { notIn: [...values] } } });
  await tx.campaignValue.createMany({
    data: values.map((value) => ({ value })),
    skipDuplicates: true,
  });
  return {
    added: values.filter((value) => !before.includes(value)),
    removed: before.filter((value) => !values.includes(value)),
  };
}
