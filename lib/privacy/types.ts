import type { Messages } from 'next-intl';
import type { RetentionRow } from '@/lib/retention/periods';
import type { Site } from '@/lib/site';

// The privacy policy's facts as data, kept next to the code that stores what they describe
// (lib/*/personal-data.ts) and collected in ./registry.ts; the policy page renders its text from
// them (components/sections/privacy/). tests/unit/privacy-policy-truth.test.ts fails when a
// database column, a browser-storage key or an outside origin appears in code but not here.

type Policy = Messages['PrivacyPage'];
/** One thing kept about a person, in a few words (PrivacyPage.items). */
export type DataItem = keyof Policy['items'];
/** A kind of personal data the site keeps or lets a provider keep (PrivacyPage.categories). */
export type CategoryKey = keyof Policy['categories'];
export type LegalBasis = keyof Policy['bases'];
/** Who receives it: a provider role of lib/site.ts, or our own staff. */
export type Recipient = keyof Site['providers'] | 'staff';

export interface Category {
  items: readonly DataItem[];
  /** Article 6 grounds; none for data that is not personal (the salary log, the statistics). */
  bases: readonly LegalBasis[];
  recipients: readonly Recipient[];
  /** Its rows in the retention table (lib/retention/periods.ts). */
  retention: readonly RetentionRow[];
  /** False for what the policy describes although it names no one (shown apart). */
  personal?: false;
  /** Only described while the running configuration offers it (the chat needs a site ID). */
  offered?: boolean;
}

/**
 * What a database column holds: an item of the policy (`item`), or, for a column that says
 * nothing about a person, why (`none`). Every column of prisma/schema.prisma has one.
 */
export type Column = { item: DataItem } | { none: string };

/** Columns per Prisma model, by field name. */
export type Tables = Record<string, Record<string, Column>>;

/** Shorthands for the descriptors. */
export const item = (key: DataItem): Column => ({ item: key });
export const none = (why: string): Column => ({ none: why });
/** A row's own id and timestamps: they say nothing about a person beyond the row itself. */
export const ROW = none('the row’s own id or time stamp');

type StorageEntry = keyof Policy['storage'];

/** Something the site itself keeps in a visitor's or staff member's browser. */
export interface BrowserStorage {
  /** The key or cookie name, exactly as the code writes it. */
  name: string;
  where: 'sessionStorage' | 'localStorage' | 'cookie';
  /** Its purpose and lifetime (PrivacyPage.storage). */
  entry: StorageEntry;
  offered?: boolean;
}
