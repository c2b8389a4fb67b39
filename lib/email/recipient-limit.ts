import type { Db } from '@/lib/db/client';
import { createHash } from 'node:crypto';

// How many emails of one purpose an address may be sent per window, counted in the database so
// every instance shares one count (email_recipient_limits). The rate limit per client address
// does not protect a stranger's inbox: anyone can type it into a form from as many addresses as
// they like. The count is taken in the transaction that queues the email, with an atomic
// upsert, so concurrent requests for one address are counted one after the other (PostgreSQL
// locks the row).

/** One visitor confirmation (contact, Techsverige, reference) per address per 24 h. */
export const VISITOR_CONFIRMATION_WINDOW_HOURS = 24;
/**
 * Academy confirmations per address per 24 h. Each registration is one participant ("register
 * another participant"), and each distinct one is confirmed, up to this many: a company with
 * more people is offered a group licence, and a stranger's inbox gets no more than this many
 * fixed letters a day (none carries a typed word).
 */
export const ACADEMY_CONFIRMATIONS_PER_ADDRESS = 10;

/**
 * `sign-in-request`: the back office's cooldown, one sign-in request per typed address (staff or
 * not) per SIGN_IN_COOLDOWN_SECONDS (lib/admin/sign-in-actions.ts).
 */
export type RecipientPurpose =
  'visitor-confirmation' | 'academy-confirmation' | 'academy-registration' | 'sign-in-request';

export interface RecipientLimit {
  purpose: RecipientPurpose;
  /** Emails allowed per window. */
  limit: number;
  windowMs: number;
}

export const VISITOR_CONFIRMATION_LIMIT: RecipientLimit = {
  purpose: 'visitor-confirmation',
  limit: 1,
  windowMs: VISITOR_CONFIRMATION_WINDOW_HOURS * 3_600_000,
};

/** One limit a confirmation must pass; `distinct` counts it per thing sent about. */
export interface ConfirmationSlot {
  limit: RecipientLimit;
  distinct?: string;
}

/** Academy: every distinct registration to an address once a day (`distinct`: what it said)... */
export const ACADEMY_REGISTRATION_LIMIT: RecipientLimit = {
  purpose: 'academy-registration',
  limit: 1,
  windowMs: VISITOR_CONFIRMATION_LIMIT.windowMs,
};
/** ...and no more than ACADEMY_CONFIRMATIONS_PER_ADDRESS of them. */
export const ACADEMY_CONFIRMATION_LIMIT: RecipientLimit = {
  purpose: 'academy-confirmation',
  limit: ACADEMY_CONFIRMATIONS_PER_ADDRESS,
  windowMs: VISITOR_CONFIRMATION_LIMIT.windowMs,
};

/**
 * The row key: the purpose and a sha256 of the trimmed, lower-cased address, and of `distinct`
 * when the limit counts per thing sent about (no address or content in clear).
 */
export function recipientLimitKey(
  purpose: RecipientPurpose,
  address: string,
  distinct?: string,
): string {
  const hash = createHash('sha256').update(address.trim().toLowerCase());
  if (distinct !== undefined) hash.update(`\n${distinct}`);
  return `${purpose}:${hash.digest('base64url')}`;
}

export interface RecipientSlot {
  allowed: boolean;
  /** Whole seconds until the window ends and the next email may go (0 when allowed). */
  retryAfterSeconds: number;
}

/**
 * Counts one email of `limit.purpose` to `address` and says whether it may be sent, and if not,
 * when. A window starts with the first email and lasts `windowMs`; every request in it counts,
 * sent or not, and none makes it longer.
 */
export async function claimRecipientSlot(
  db: Db,
  address: string,
  limit: RecipientLimit,
  now: Date = new Date(),
  distinct?: string,
): Promise<RecipientSlot> {
  const key = recipientLimitKey(limit.purpose, address, distinct);
  const expired = new Date(now.getTime() - limit.windowMs);
  const [row] = await db.$queryRaw<{ count: number; window_start: Date }[]>`
    INSERT INTO email_recipient_limits AS l (key, window_start, count)
    VALUES (${key}, ${now}, 1)
    ON CONFLICT (key) DO UPDATE SET
      window_start = CASE WHEN l.window_start <= ${expired} THEN ${now} ELSE l.window_start END,
      count = CASE WHEN l.window_start <= ${expired} THEN 1 ELSE l.count + 1 END
    RETURNING l.count, l.window_start`;
  if (!row) throw new Error('recipient limit upsert returned no row');
  if (Number(row.count) <= limit.limit) return { allowed: true, retryAfterSeconds: 0 };
  const endsInMs = new Date(row.window_start).getTime() + limit.windowMs - now.getTime();
  return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(endsInMs / 1000)) };
}

/** Takes `slots` in order for `address`; false at the first refusal (later ones are not counted). */
export async function takeConfirmationSlots(
  db: Db,
  address: string,
  slots: readonly ConfirmationSlot[],
  now: Date = new Date(),
): Promise<boolean> {
  for (const { limit, distinct } of slots) {
    if (!(await claimRecipientSlot(db, address, limit, now, distinct)).allowed) return false;
  }
  return true;
}

/** Deletes the rows whose window ended (`windowMs`: the longest window of any purpose). */
export async function purgeRecipientLimits(
  db: Db,
  now: Date,
  windowMs: number = VISITOR_CONFIRMATION_LIMIT.windowMs,
): Promise<number> {
  const { count } = await db.emailRecipientLimit.deleteMany({
    where: { windowStart: { lte: new Date(now.getTime() - windowMs) } },
  });
  return count;
}
