import { after } from 'next/server';
import { log } from '@/lib/log';

export type AfterTask = () => Promise<void>;
export type AfterScheduler = (task: AfterTask) => void;

const nextAfter: AfterScheduler = (task) => after(task);
let scheduler: AfterScheduler = nextAfter;

/**
 * Runs `task` once the response has been sent (Next's `after()`). Outside a request scope
 * (a script, a test calling the handler directly) `after()` throws; the task then runs detached
 * instead of being lost. Tests replace the scheduler to see and control what was scheduled.
 */
export function runAfterResponse(task: AfterTask): void {
  try {
    scheduler(task);
  } catch {
    task().catch((error: unknown) => log.error('api.after_task_failed', { error }));
  }
}

/** Replaces the scheduler (tests); `null` restores Next's `after()`. */
export function setAfterResponseScheduler(next: AfterScheduler | null): void {
  scheduler = next ?? nextAfter;
}
