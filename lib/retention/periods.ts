import { SESSION_IDLE_SECONDS, SIGN_IN_LINK_TTL_SECONDS } from '@/lib/admin/constants';
import { RATE_LIMIT_WINDOW_SECONDS } from '@/lib/api/rate-limit';
import { env } from '@/lib/env';
import { SUBMISSION_KEY_TTL_MS } from '@/lib/leads/submission-key';
import {
  AUDIT_LOG_RETENTION_YEARS,
  NEWSLETTER_GRACE_DAYS,
  PAGE_VIEW_RETENTION_YEARS,
  RECIPIENT_LIMIT_RETENTION_HOURS,
  RETENTION_YEARS,
  SIGN_IN_EMAIL_RETENTION_HOURS,
  STAFF_SESSION_MAX_DAYS,
} from './purge';

// The privacy policy's retention table (messages/*.json, PrivacyPage.sections.retention.rows),
// row by row: each period a row states, taken from the constant the code that deletes the data
// uses. tests/unit/privacy-policy-retention.test.ts fails when a row's text does not state its
// periods, when a row has no entry here, or an entry has no row.
//
// A new rule (say, sign-in emails purged after a day): its constant where the purge uses it, an
// entry here, and a row in both catalogues that states the period ("1 dag" / "1 day"). A period
// set per deployment is stated through a placeholder (RETENTION_VALUES: "{hostingLogDays} dagar").

export type PeriodUnit = 'year' | 'day' | 'hour' | 'minute';

export interface Period {
  amount: number;
  unit: PeriodUnit;
}

const years = (amount: number): Period => ({ amount, unit: 'year' });
const days = (amount: number): Period => ({ amount, unit: 'day' });
const hours = (amount: number): Period => ({ amount, unit: 'hour' });
const minutes = (amount: number): Period => ({ amount, unit: 'minute' });

/** Accounting records: 7 years after the end of the calendar year (Bokföringslagen 7 kap. 2 §). */
export const BOOKKEEPING_YEARS = 7;

/** How often the clean-up (GET /api/cron: purge, old rate-limit rows) runs: vercel.json. */
export const CLEAN_UP_INTERVAL_MINUTES = 15;
// What expires is deleted at the latest one clean-up later.
const cleanUp = minutes(CLEAN_UP_INTERVAL_MINUTES);

/**
 * Each row's periods. `manual`: kept or deleted by people or a provider, not by the site's code;
 * the periods listed are then the rule staff follow (the same constants, so they cannot drift).
 */
export const RETENTION_TABLE = {
  enquiries: { periods: [years(RETENTION_YEARS)] },
  academy: { periods: [years(RETENTION_YEARS)] },
  accounting: { periods: [years(BOOKKEEPING_YEARS)], manual: true },
  newsletterConfirmed: { periods: [] },
  newsletterUnconfirmed: { periods: [days(NEWSLETTER_GRACE_DAYS)] },
  newsletterUnsubscribed: { periods: [days(NEWSLETTER_GRACE_DAYS)] },
  emailCopies: { periods: [years(RETENTION_YEARS), days(NEWSLETTER_GRACE_DAYS)] },
  staffMailboxes: { periods: [years(RETENTION_YEARS)], manual: true },
  staffNotes: { periods: [years(RETENTION_YEARS)] },
  leadSources: { periods: [years(RETENTION_YEARS), days(NEWSLETTER_GRACE_DAYS)] },
  salaryLog: { periods: [years(RETENTION_YEARS)] },
  rateLimit: { periods: [minutes(RATE_LIMIT_WINDOW_SECONDS / 60), cleanUp] },
  chat: { periods: [years(RETENTION_YEARS)], manual: true },
  booking: { periods: [years(RETENTION_YEARS)], manual: true },
  scorecard: { periods: [years(RETENTION_YEARS)], manual: true },
  hostingLogs: { periods: [days(env.HOSTING_LOG_DAYS)], manual: true },
  auditLog: { periods: [years(AUDIT_LOG_RETENTION_YEARS)] },
  staffAccounts: { periods: [] },
  signInLinks: { periods: [minutes(SIGN_IN_LINK_TTL_SECONDS / 60), cleanUp] },
  sessions: {
    periods: [hours(SESSION_IDLE_SECONDS / 3600), days(STAFF_SESSION_MAX_DAYS), cleanUp],
  },
  signInEmails: { periods: [hours(SIGN_IN_EMAIL_RETENTION_HOURS)] },
  recipientLimits: { periods: [hours(RECIPIENT_LIMIT_RETENTION_HOURS), cleanUp] },
  pageViews: { periods: [years(PAGE_VIEW_RETENTION_YEARS)] },
  submissionKeys: { periods: [hours(SUBMISSION_KEY_TTL_MS / 3_600_000), cleanUp] },
} as const satisfies Record<string, { periods: readonly Period[]; manual?: boolean }>;

export type RetentionRow = keyof typeof RETENTION_TABLE;

/** The retention texts' placeholders: periods the deployment sets rather than the code. */
export const RETENTION_VALUES = { hostingLogDays: String(env.HOSTING_LOG_DAYS) };
