import 'server-only';
import { hasLocale } from 'next-intl';
import { withDatabase } from '@/lib/db/errors';
import type { Language } from '@/lib/db/generated/enums';
import { headerAddress } from '@/lib/email/escape';
import {
  renderNewsletterConfirmRequest,
  renderNewsletterWelcome,
  unsubscribeHeaders,
} from '@/lib/email/newsletter';
import { queueEmails, staffRecipient } from '@/lib/email/queue';
import { renderStaffNotification } from '@/lib/email/templates';
import { localizedPath } from '@/lib/i18n/paths';
import { routing } from '@/lib/i18n/routing';
import { linkSigningKey } from '@/lib/security/secrets';
import { signToken, verifyToken } from '@/lib/security/signed-token';
import { site } from '@/lib/site';
import type { NewsletterSignup } from '@/lib/validation/newsletter';
import { recordLeadSource } from './source';
import { normalizeEmail } from '@/lib/validation/email';
import type { Db } from '@/lib/db/client';
import { inTransaction } from './transaction';

// Double opt-in: a signup stores a pending subscriber and mails a signed link that expires; the
// link confirms (GET /api/newsletter/confirm), and only then do staff hear of the subscriber and
// the welcome email (with one-click unsubscribe) go out. The visitor is answered the same way
// whatever the address's state, so a signup never reveals whether an address is subscribed.

export const CONFIRMATION_VALID_DAYS = 7;
const DAY_MS = 86_400_000;
const CONFIRM = 'newsletter-confirm';
const UNSUBSCRIBE = 'newsletter-unsubscribe';

/** The newsletter page in the language `hint` names (else the default one), with `query`. */
export function newsletterPage(hint: string | null, query: Record<string, string>): string {
  const locale = hasLocale(routing.locales, hint) ? hint : routing.defaultLocale;
  return `${localizedPath(locale, '/newsletter')}?${new URLSearchParams(query)}`;
}

export interface SubscribeResult {
  id: string;
  /** False for an address that was already known (the visitor is answered the same). */
  created: boolean;
  /** Whether a confirmation link was mailed now. */
  confirmationQueued: boolean;
}

/**
 * Stores (or revives) the subscriber as pending and queues a confirmation link, unless the
 * address is already confirmed, or its last link is still valid (no second email within the
 * link's lifetime, so the form cannot be used to flood someone's inbox).
 */
export async function subscribeToNewsletter(
  input: NewsletterSignup,
  now: Date = new Date(),
): Promise<SubscribeResult> {
  const email = normalizeEmail(input.email);
  return withDatabase(async () => {
    const key = await linkSigningKey();
    return inTransaction(async (tx) => {
      // INSERT ... ON CONFLICT DO NOTHING: safe when two signups of one address race.
      const { count } = await tx.newsletterSubscriber.createMany({
        data: [{ email, language: input.language }],
        skipDuplicates: true,
      });
      const row = await tx.newsletterSubscriber.findUniqueOrThrow({ where: { email } });
      if (count === 1) await recordLeadSource(tx, 'newsletter', row.id);
      const subscribed = row.confirmedAt !== null && row.unsubscribedAt === null;
      const linkStillValid =
        row.unsubscribedAt === null &&
        row.confirmationSentAt !== null &&
        now.getTime() - row.confirmationSentAt.getTime() < CONFIRMATION_VALID_DAYS * DAY_MS;
      if (subscribed || linkStillValid) {
        return { id: row.id, created: false, confirmationQueued: false };
      }
      await tx.newsletterSubscriber.update({
        where: { id: row.id },
        data: {
          language: input.language,
          confirmationSentAt: now,
          confirmedAt: null,
          unsubscribedAt: null,
        },
      });
      await queueConfirmRequest(tx, key, { id: row.id, email, language: input.language }, now);
      return { id: row.id, created: count === 1, confirmationQueued: true };
    });
  });
}

async function queueConfirmRequest(
  tx: Db,
  key: Buffer,
  subscriber: { id: string; email: string; language: Language },
  now: Date,
): Promise<void> {
  const recipient = headerAddress(subscriber.email);
  if (!recipient) return;
  const expires = (now.getTime() + CONFIRMATION_VALID_DAYS * DAY_MS) / 1000;
  const token = signToken(key, { purpose: CONFIRM, subject: subscriber.id, expires });
  const url = `${site.url}/api/newsletter/confirm?token=${token}&lang=${subscriber.language}`;
  await queueEmails(tx, [
    {
      recipient,
      replyTo: headerAddress(site.email),
      email: await renderNewsletterConfirmRequest(
        subscriber.language,
        url,
        CONFIRMATION_VALID_DAYS,
      ),
      idempotencyKey: `newsletter/${subscriber.id}/confirm/${now.getTime()}`,
      kind: 'newsletter',
      leadId: subscriber.id,
    },
  ]);
}

export type LinkOutcome =
  | { status: 'confirmed'; language: Language }
  /** `language` is null when the address is already gone (purged 30 days after unsubscribing). */
  | { status: 'unsubscribed'; language: Language | null }
  | { status: 'invalid'; language: null };

const invalid: LinkOutcome = { status: 'invalid', language: null };

/**
 * Confirms the subscription a link was mailed for, and queues the staff notification and the
 * welcome email. A link used twice confirms once; a link of an address that has since
 * unsubscribed (or was purged) is invalid.
 */
export async function confirmSubscription(
  token: unknown,
  now: Date = new Date(),
): Promise<LinkOutcome> {
  return withDatabase(async () => {
    const key = await linkSigningKey();
    const check = verifyToken(key, token, CONFIRM, now.getTime());
    if (!check.ok) return invalid;
    return inTransaction(async (tx) => {
      const row = await tx.newsletterSubscriber.findUnique({ where: { id: check.subject } });
      if (!row || row.unsubscribedAt !== null) return invalid;
      if (row.confirmedAt !== null) return { status: 'confirmed', language: row.language };
      // Conditional update: of two clicks racing, only one confirms and queues the emails.
      const { count } = await tx.newsletterSubscriber.updateMany({
        where: { id: row.id, confirmedAt: null },
        data: { confirmedAt: now },
      });
      if (count === 1) await queueWelcome(tx, key, row, now);
      return { status: 'confirmed', language: row.language };
    });
  });
}

async function queueWelcome(
  tx: Db,
  key: Buffer,
  subscriber: { id: string; email: string; language: Language },
  now: Date,
): Promise<void> {
  const address = headerAddress(subscriber.email);
  const stamp = now.getTime();
  const token = signToken(key, { purpose: UNSUBSCRIBE, subject: subscriber.id });
  const oneClick = `${site.url}/api/newsletter/unsubscribe?token=${token}&lang=${subscriber.language}`;
  const page = `${site.url}${newsletterPage(subscriber.language, { token })}`;
  await queueEmails(tx, [
    {
      recipient: staffRecipient('newsletter'),
      replyTo: address,
      email: await renderStaffNotification({
        kind: 'newsletter',
        visitor: { email: subscriber.email, language: subscriber.language },
        fields: { email: subscriber.email },
      }),
      idempotencyKey: `newsletter/${subscriber.id}/staff/${stamp}`,
      kind: 'newsletter',
      leadId: subscriber.id,
    },
    ...(address
      ? [
          {
            recipient: address,
            replyTo: headerAddress(site.email),
            email: await renderNewsletterWelcome(subscriber.language, page),
            idempotencyKey: `newsletter/${subscriber.id}/welcome/${stamp}`,
            kind: 'newsletter' as const,
            leadId: subscriber.id,
            headers: unsubscribeHeaders(oneClick),
          },
        ]
      : []),
  ]);
}

/** Unsubscribes the address of an unsubscribe link; idempotent, no sign-in (RFC 8058). */
export async function unsubscribe(token: unknown, now: Date = new Date()): Promise<LinkOutcome> {
  return withDatabase(async () => {
    const check = verifyToken(await linkSigningKey(), token, UNSUBSCRIBE, now.getTime());
    if (!check.ok) return invalid;
    return inTransaction(async (tx) => {
      const row = await tx.newsletterSubscriber.findUnique({ where: { id: check.subject } });
      if (!row) return { status: 'unsubscribed' as const, language: null };
      await tx.newsletterSubscriber.updateMany({
        where: { id: row.id, unsubscribedAt: null },
        data: { unsubscribedAt: now },
      });
      return { status: 'unsubscribed' as const, language: row.language };
    });
  });
}
