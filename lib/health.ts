import type { PrismaClient } from '@/lib/db/generated/client';
import packageJson from '@/package.json';

// What an uptime monitor reads at GET /api/health: whether the database answers, and whether
// the email outbox is moving. One query, on the (status, next_attempt_at) index: rows that are
// sent or logged are never read.

export interface OutboxHealth {
  /** Emails whose (next) attempt is due now: pending or a lease that ran out. */
  due: number;
  /** Emails waiting for a retry after a failed attempt. */
  failed: number;
  /** Emails given up on after the last attempt (staff resend them from /admin/outbox). */
  dead: number;
  /** How long the longest-waiting due email has waited (0 when none is due). */
  oldestDueSeconds: number;
}

export interface Health {
  db: 'ok';
  outbox: OutboxHealth;
  version: string;
}

/** This build: the package version, plus the commit when the platform says it. */
export function appVersion(env: NodeJS.ProcessEnv = process.env): string {
  const commit = (env.VERCEL_GIT_COMMIT_SHA ?? '').slice(0, 12);
  return commit ? `${packageJson.version}+${commit}` : packageJson.version;
}

interface Row {
  due: bigint | number;
  failed: bigint | number;
  dead: bigint | number;
  oldest_due_seconds: number | string | null;
}

export async function readHealth(db: PrismaClient, at: Date): Promise<Health> {
  const [row] = await db.$queryRaw<Row[]>`
    SELECT
      count(*) FILTER (WHERE status IN ('pending', 'sending') AND next_attempt_at <= ${at}) AS due,
      count(*) FILTER (WHERE status = 'pending' AND attempts > 0) AS failed,
      count(*) FILTER (WHERE status = 'dead') AS dead,
      floor(extract(epoch FROM ${at}::timestamptz - min(next_attempt_at)
        FILTER (WHERE status IN ('pending', 'sending') AND next_attempt_at <= ${at})))::float8
        AS oldest_due_seconds
    FROM email_outbox
    WHERE status IN ('pending', 'sending', 'dead')`;
  return {
    db: 'ok',
    outbox: {
      due: Number(row?.due ?? 0),
      failed: Number(row?.failed ?? 0),
      dead: Number(row?.dead ?? 0),
      oldestDueSeconds: Math.max(0, Number(row?.oldest_due_seconds ?? 0)),
    },
    version: appVersion(),
  };
}
