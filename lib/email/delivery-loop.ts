import type { Resend } from 'resend';
import { isDatabaseUnavailable } from '@/lib/db/errors';
import type { EmailOutbox, PrismaClient } from '@/lib/db/generated/client';
import { log } from '@/lib/log';
import {
  attempt,
  settings,
  type DeliveryOptions,
  type DeliverySummary,
  type Settings,
} from './attempt';
import { parseRetryAfter } from './backoff';
import { claimDueEmails, nextDueAt, postponeDue } from './claim';
import { recordOutcome } from './outcome';
import { createResendClient } from './resend-transport';

// One sender per process: at most `concurrency` emails in flight to the provider, whoever asked
// (a stored lead, the cron, the back office's retry button). A row is claimed only when a slot is
// free, with a lease of one send (timeout + margin), so a sender that dies mid-send holds its
// rows for well under a minute. After a failed send it probes with one email at a time and opens
// up again (1, 2, 4, ...) as sends succeed. In a long-lived server (`timers`), it wakes itself
// when the next retry or lease falls due, so a backlog drains without waiting for a new lead or
// the cron; a serverless function only runs it while a request keeps it alive (after()).
// Why not a Postgres job queue (pg-boss, graphile-worker): docs/workarounds.md#outbox-scheduler.

export interface DeliveryLoopOptions extends DeliveryOptions {
  db: () => Promise<PrismaClient>;
  /** A send's lease is its timeout plus this (default 20 s). */
  leaseMarginMs?: number;
  /** Wake up by timer while rows are due later (a long-lived server), else only when asked. */
  timers?: boolean;
}

export interface DrainLimits {
  /** Claim nothing new after this many milliseconds. */
  budgetMs?: number;
  /** Claim at most this many emails in this drain. */
  maxEmails?: number;
}

const EMPTY: DeliverySummary = { claimed: 0, sent: 0, logged: 0, retried: 0, dead: 0 };
const MIN_TIMER_MS = 250;
const MAX_TIMER_MS = 2 ** 31 - 1;
const OUTAGE_RETRY_MS = { first: 5_000, max: 60_000 };

export class DeliveryLoop {
  private readonly s: Settings;
  private readonly db: () => Promise<PrismaClient>;
  private readonly leaseMs: number;
  private timers: boolean;
  private client: Resend | null | undefined;
  private window = 1;
  private sendSeq = 0;
  /** The sends in flight, by their sequence number. */
  private readonly running = new Set<number>();
  private pumping: Promise<void> | undefined;
  private again = false;
  /** The last claim found nothing due (or could not run): nothing more to do right now. */
  private quiet = false;
  private stopped = false;
  private timer: NodeJS.Timeout | undefined;
  private outageRetryMs = 0;
  private readonly listeners = new Set<() => void>();
  private claimBudget = Infinity;
  readonly totals: DeliverySummary = { ...EMPTY };
  /** The most sends this loop ever had in flight at once. */
  peakInFlight = 0;

  constructor({ db, leaseMarginMs = 20_000, timers = false, ...options }: DeliveryLoopOptions) {
    this.s = settings(options);
    this.db = db;
    this.leaseMs = this.s.timeoutMs + leaseMarginMs;
    this.timers = timers;
  }

  /** Looks for due emails now (a lead was stored, a retry was queued). */
  wake(): void {
    void this.pump();
  }

  /** From now on also wakes by timer while rows are due (a long-lived server). */
  keepAwake(): void {
    this.timers = true;
    this.wake();
  }

  /**
   * Delivers what is due until nothing is (or a limit is reached), then waits for the sends this
   * drain started; sends already in flight before it are not waited for, and after `budgetMs`
   * none are started for it. Resolves with what happened meanwhile; never throws. `maxEmails`
   * is for a loop of its own (./drain.ts): it caps the whole loop while the drain runs.
   */
  async drain({
    budgetMs = Infinity,
    maxEmails = Infinity,
  }: DrainLimits = {}): Promise<DeliverySummary> {
    const before = { ...this.totals };
    const firstSeq = this.sendSeq;
    const deadline = Date.now() + budgetMs;
    let lastSeq = Infinity;
    if (Number.isFinite(maxEmails)) this.claimBudget = maxEmails;
    try {
      await this.pump();
      for (;;) {
        // The sender goes on by itself (each finished send looks for the next due email); a
        // drain only waits, woken when a send finishes or at the latest after a second.
        const pastDeadline = Date.now() >= deadline;
        if (pastDeadline) lastSeq = Math.min(lastSeq, this.sendSeq);
        const mine = [...this.running].some((seq) => seq >= firstSeq && seq < lastSeq);
        const done = this.quiet || this.stopped || this.claimBudget <= 0 || pastDeadline;
        if (!mine && done) break;
        await this.change(1_000);
      }
    } finally {
      if (Number.isFinite(maxEmails)) this.claimBudget = Infinity;
    }
    const diff = { ...EMPTY };
    for (const key of Object.keys(diff) as (keyof DeliverySummary)[]) {
      diff[key] = this.totals[key] - before[key];
    }
    return diff;
  }

  /** Stops the timers and waits (at most one lease) for the sends in flight. */
  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    const deadline = Date.now() + this.leaseMs;
    while (this.running.size > 0 && Date.now() < deadline) await this.change(1_000);
  }

  private change(timeoutMs: number): Promise<void> {
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        this.listeners.delete(done);
        resolve();
      };
      const timer = setTimeout(done, timeoutMs);
      this.listeners.add(done);
    });
  }

  private notify(): void {
    for (const listener of [...this.listeners]) listener();
  }

  /** One pass at a time: a caller during a pass makes it go round once more, and waits for it. */
  private pump(): Promise<void> {
    if (this.pumping) {
      this.again = true;
      return this.pumping;
    }
    this.pumping = (async () => {
      try {
        do {
          this.again = false;
          await this.fill();
          if (this.running.size === 0 && this.timers && !this.stopped) await this.scheduleNext();
        } while (this.again && !this.stopped);
      } finally {
        this.pumping = undefined;
      }
    })();
    return this.pumping;
  }

  /** Claims and starts sends while a slot is free and rows are due. */
  private async fill(): Promise<void> {
    while (!this.stopped && this.running.size < this.window && this.claimBudget > 0) {
      const slots = Math.min(this.window - this.running.size, this.claimBudget);
      let rows: EmailOutbox[];
      try {
        const db = await this.db();
        const now = this.s.now();
        rows = await claimDueEmails(db, now, new Date(now.getTime() + this.leaseMs), slots);
        this.recovered();
      } catch (error) {
        this.quiet = true;
        this.unavailable(error);
        return;
      }
      this.quiet = rows.length === 0;
      if (rows.length === 0) return;
      this.claimBudget -= rows.length;
      this.totals.claimed += rows.length;
      for (const row of rows) this.send(row);
    }
  }

  private send(row: EmailOutbox): void {
    const seq = this.sendSeq++;
    this.running.add(seq);
    this.peakInFlight = Math.max(this.peakInFlight, this.running.size);
    void this.deliver(row).finally(() => {
      this.running.delete(seq);
      this.notify();
      void this.pump();
    });
  }

  private async deliver(row: EmailOutbox): Promise<void> {
    this.client ??= createResendClient(this.s.resendApiKey, this.s.resendBaseUrl);
    const outcome = await attempt(row, this.s, this.client);
    if (outcome.kind === 'sent' || outcome.kind === 'logged') {
      this.window = Math.min(this.s.concurrency, this.window * 2);
    } else if (outcome.kind === 'retry') {
      this.window = 1; // the provider is in trouble: probe with one email at a time
    }
    try {
      const db = await this.db();
      const now = this.s.now();
      const retry = this.s.retry;
      this.totals[await recordOutcome(db, row, outcome, { now, retry, random: this.s.random })] +=
        1;
      if (outcome.kind === 'retry' && outcome.status === 429) {
        const wait = parseRetryAfter(outcome.retryAfter, now) ?? retry.baseDelayMs;
        await postponeDue(db, now, new Date(now.getTime() + wait));
      }
    } catch (error) {
      // The row stays `sending` until its lease runs out, then it is tried again with the same
      // idempotency key: the provider does not send it twice.
      const fields = { outboxId: row.id, outcome: outcome.kind, error };
      if (isDatabaseUnavailable(error)) log.warn('email.outcome_not_recorded', fields);
      else log.error('email.outcome_not_recorded', fields);
    }
  }

  private unavailable(error: unknown): void {
    const first = this.outageRetryMs === 0;
    this.outageRetryMs = first
      ? OUTAGE_RETRY_MS.first
      : Math.min(OUTAGE_RETRY_MS.max, this.outageRetryMs * 2);
    const fields = { error, retryInSeconds: this.outageRetryMs / 1000 };
    if (!isDatabaseUnavailable(error)) log.error('email.delivery_failed', fields);
    else if (first)
      log.warn('email.delivery_paused', { reason: 'database_unavailable', ...fields });
    if (this.timers && !this.stopped) this.arm(this.outageRetryMs);
  }

  private recovered(): void {
    if (this.outageRetryMs === 0) return;
    this.outageRetryMs = 0;
    log.info('email.delivery_resumed');
  }

  private async scheduleNext(): Promise<void> {
    if (this.outageRetryMs > 0) return; // the outage retry timer is armed
    let next: Date | null;
    try {
      next = await nextDueAt(await this.db());
    } catch (error) {
      this.unavailable(error);
      return;
    }
    if (next) this.arm(next.getTime() - this.s.now().getTime());
  }

  private arm(delayMs: number): void {
    clearTimeout(this.timer);
    const delay = Math.min(MAX_TIMER_MS, Math.max(MIN_TIMER_MS, delayMs));
    this.timer = setTimeout(() => {
      this.timer = undefined;
      void this.pump();
    }, delay);
    this.timer.unref?.();
  }
}
